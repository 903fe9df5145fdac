import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { userEvent, within } from 'storybook/test'
import { browserNavigation } from '@/api/base-query'
import { AUTH_PATHS } from '@/api/contract'
import { it } from '@/i18n/it'
import LoginPage from './LoginPage'

/**
 * The login's errors: what the user sees after "Accedi". The play function fills the form and
 * then rests the pointer on the toast, which stays while hovered (it closes after 2.5 s otherwise).
 */
const meta = {
  title: 'Accesso/Errori di accesso',
  component: LoginPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

const accedi =
  (email: string, password: string, expected: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText(it.comune.email, {}, { timeout: 10000 }),
      email,
    )
    await userEvent.type(canvas.getByLabelText(it.login.password), password)
    await clic(canvas.getByRole('button', { name: it.login.accedi }))
    await userEvent.hover(
      await within(canvasElement.ownerDocument.body).findByText(expected, {}, { timeout: 10000 }),
    )
  }

/** Wrong password: "Autenticazione fallita, riprovare". */
export const CredenzialiErrate: Story = {
  play: accedi('istruttore@fitlab.it', 'Sbagliata2026!', it.errori.loginFallito),
}

/**
 * The server does not answer (down, or CORS blocks it): the login page says so with the address
 * tried, and what was typed stays (other calls would go back to the start page: kept out here).
 */
export const ServerNonRaggiungibile: Story = {
  parameters: {
    msw: { handlers: [http.post(`*${AUTH_PATHS.login}`, () => HttpResponse.error())] },
  },
  beforeEach: () => {
    const goToBase = browserNavigation.goToBase
    browserNavigation.goToBase = () => {}
    return () => {
      browserNavigation.goToBase = goToBase
    }
  },
  play: accedi('istruttore@fitlab.it', 'Demo2026!', /^Impossibile raggiungere il server/),
}

/** A deactivated tenant: the server's reason above the form, and the toast. */
export const TenantDisattivato: Story = {
  play: accedi('admin@corpolibero.it', 'Demo2026!', it.errori.loginFallito),
}
