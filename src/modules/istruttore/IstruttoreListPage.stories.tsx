import type { Meta, StoryObj } from '@storybook/react-vite'
import IstruttoreListPage from './IstruttoreListPage'

const meta = {
  title: 'Istruttori/Elenco',
  component: IstruttoreListPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/istruttori',
  },
} satisfies Meta<typeof IstruttoreListPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** A search that finds nobody: the empty list. */
export const NessunRisultato: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/istruttori?page=1&pageSize=10&search=zzzz' },
}
