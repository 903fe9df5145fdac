import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import ProtocolloDetailPage from './ProtocolloDetailPage'

/** Protocol 5 "Postura e mal di schiena" (five sheets) in the whole app. */
const meta = {
  title: 'Librerie/Protocollo',
  component: ProtocolloDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie/protocolli/5',
  },
} satisfies Meta<typeof ProtocolloDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }
export const Chiaro: Story = { globals: { theme: 'light' } }
export const NonTrovato: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie/protocolli/999999' },
}

/** The muscle-volume map of the protocol's five sheets together. */
const conVolume: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Volume muscolare' }, { timeout: 10000 }),
    )
  },
}
export const VolumeScuro: Story = { ...conVolume, globals: { theme: 'dark' } }
export const VolumeChiaro: Story = { ...conVolume, globals: { theme: 'light' } }
