import type { Meta, StoryObj } from '@storybook/react-vite'
import ClienteListPage from './ClienteListPage'

/** cliente-list inside the whole app (menu, top bar), logged in as the demo instructor. */
const meta = {
  title: 'Clienti/Elenco',
  component: ClienteListPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/clienti',
  },
} satisfies Meta<typeof ClienteListPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** A search by surname, name or email (here: the clients called Bani). */
export const Ricerca: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/clienti?search=bani' },
}
