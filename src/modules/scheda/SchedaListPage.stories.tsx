import type { Meta, StoryObj } from '@storybook/react-vite'
import SchedaListPage from './SchedaListPage'

/** Schede: the whole app at /librerie/schede, logged in as the demo instructor. */
const meta = {
  title: 'Librerie/Schede',
  component: SchedaListPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie/schede',
  },
} satisfies Meta<typeof SchedaListPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }
export const Chiaro: Story = { globals: { theme: 'light' } }
