import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { it } from '@/i18n/it'
import { AppLayout } from './AppLayout'

/** The whole app (route table, guard, layout) with a logged-in user of the fake backend. */
const meta = {
  title: 'Shell/Layout',
  component: AppLayout,
  parameters: { app: 'shell', route: '/' },
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

/** The top bar's account menu, open (Preferenze, Esci). */
export const MenuUtente: Story = {
  ...Amministratore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(await canvas.findByRole('button', { name: 'Giulia Ferrari' }, { timeout: 10000 }))
    await within(canvasElement.ownerDocument.body).findByRole('menuitem', {
      name: new RegExp(it.barraSuperiore.logout),
    })
  },
}

/** The top bar's guide menu ("?"), open: Info, FAQ, video tutorial, Aiuto. */
export const MenuGuida: Story = {
  ...Amministratore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(
      await canvas.findByRole('button', { name: it.barraSuperiore.tutorial }, { timeout: 10000 }),
    )
    await within(canvasElement.ownerDocument.body).findByRole('menuitem', {
      name: new RegExp(it.barraSuperiore.aiuto),
    })
  },
}

/** The side menu collapsed to its icons (the logo toggles it). */
export const MenuCompresso: Story = {
  ...Istruttore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(
      await canvas.findByRole(
        'button',
        { name: `${it.menu.logo}: ${it.menu.comprimi}` },
        { timeout: 10000 },
      ),
    )
    await expect(await canvas.findByRole('button', { name: it.menu.espandi })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  },
}
