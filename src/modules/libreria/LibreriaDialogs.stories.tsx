import type { Meta, StoryObj } from '@storybook/react-vite'
import { NuovaCartellaDialog } from '@/modules/esercizio'
import { NuovoProtocolloDialog } from './NuovoProtocolloDialog'

/** The create dialogs of the library, open, against the fake backend. */
const meta = {
  title: 'Librerie/Dialoghi',
  component: NuovaCartellaDialog,
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof NuovaCartellaDialog>

export default meta
type Story = StoryObj<typeof meta>

export const NuovaCartellaScuro: Story = { globals: { theme: 'dark' } }
export const NuovaCartellaChiaro: Story = { globals: { theme: 'light' } }
export const NuovoProtocolloScuro: Story = {
  globals: { theme: 'dark' },
  render: (args) => <NuovoProtocolloDialog {...args} />,
}
export const NuovoProtocolloChiaro: Story = {
  globals: { theme: 'light' },
  render: (args) => <NuovoProtocolloDialog {...args} />,
}
