import type { Meta, StoryObj } from '@storybook/react-vite'
import { AppLayout } from './AppLayout'

/** The whole app (route table, guard, layout) with a logged-in user of the fake backend. */
const meta = {
  title: 'Shell/Layout',
  component: AppLayout,
  parameters: { app: true, route: '/' },
} satisfies Meta<typeof AppLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Amministratore: Story = {
  parameters: { session: { user: 'admin', showWelcomeMessage: false } },
}

export const Istruttore: Story = {
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
}

/** Login page: the bare layout (no menu, no top bar). */
export const Login: Story = {
  parameters: { route: '/login' },
}

/** An instructor opening an admin page: the 403 text. */
export const AccessoNegato: Story = {
  parameters: { route: '/tenants', session: { user: 'istruttore', showWelcomeMessage: false } },
}

/** An unknown path: the error page inside the shell. */
export const PaginaInesistente: Story = {
  parameters: {
    route: '/pagina-che-non-esiste',
    session: { user: 'admin', showWelcomeMessage: false },
  },
}

export const Preferenze: Story = {
  parameters: { route: '/preferenze', session: { user: 'admin', showWelcomeMessage: false } },
}

/** The same in the light theme (the default one is dark). */
export const AmministratoreChiaro: Story = { ...Amministratore, globals: { theme: 'light' } }
export const IstruttoreChiaro: Story = { ...Istruttore, globals: { theme: 'light' } }
export const LoginChiaro: Story = { ...Login, globals: { theme: 'light' } }
export const AccessoNegatoChiaro: Story = { ...AccessoNegato, globals: { theme: 'light' } }
export const PaginaInesistenteChiaro: Story = { ...PaginaInesistente, globals: { theme: 'light' } }
export const PreferenzeChiaro: Story = { ...Preferenze, globals: { theme: 'light' } }
