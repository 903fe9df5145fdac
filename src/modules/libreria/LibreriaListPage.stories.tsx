import type { Meta, StoryObj } from '@storybook/react-vite'
import LibreriaListPage from './LibreriaListPage'

/** Librerie: the whole app at /librerie (menu, guards), logged in as the demo instructor. */
const meta = {
  title: 'Librerie/Librerie',
  component: LibreriaListPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie',
  },
} satisfies Meta<typeof LibreriaListPage>

export default meta
type Story = StoryObj<typeof meta>

export const CartelleScuro: Story = { globals: { theme: 'dark' } }
export const CartelleChiaro: Story = { globals: { theme: 'light' } }
export const ProtocolliScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie?tab=protocolli' },
}
export const ProtocolliChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/librerie?tab=protocolli' },
}
export const ModelliScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie?tab=modelli' },
}
export const ModelliChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/librerie?tab=modelli' },
}
