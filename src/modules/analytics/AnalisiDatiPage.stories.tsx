import type { Meta, StoryObj } from '@storybook/react-vite'
import AnalisiDatiPage from './AnalisiDatiPage'

const meta = {
  title: 'Analisi Dati/Pagina',
  component: AnalisiDatiPage,
  parameters: { session: { user: 'admin', showWelcomeMessage: false }, route: '/analisi-dati' },
} satisfies Meta<typeof AnalisiDatiPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** An instructor opening the page: the 403 text of the route guard. */
export const IstruttoreNonAutorizzato: Story = {
  globals: { theme: 'dark' },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false }, app: true },
}
