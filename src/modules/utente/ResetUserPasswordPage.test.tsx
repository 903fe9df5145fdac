import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { buildRoutes } from '@/app/router'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { ISTRUTTORE, call, login } from '@mocks/lib/testing'
import ResetUserPasswordPage from './ResetUserPasswordPage'

// Queries by text and label (role queries with names are slow on antd pages in jsdom).

const RESET_PATH = '/api/utente/resetPasswordDaAdmin'
const PRIVILEGI = 'Non si dispone dei privilegi necessari per visualizzare questa pagina.'

/** Bodies of the reset calls the page sends (the fake backend still answers them). */
function recordResets(): unknown[] {
  const posted: unknown[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === RESET_PATH) {
      void request
        .clone()
        .json()
        .then((body: unknown) => posted.push(body))
    }
  })
  return posted
}

/** Every list call's query string. */
function recordListCalls(): URLSearchParams[] {
  const calls: URLSearchParams[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/api/utente/') calls.push(url.searchParams)
  })
  return calls
}

async function renderAsAdmin(route = '/reset-user-password') {
  const { token, refresh_token } = await login()
  const view = renderWithProviders(<ResetUserPasswordPage />, {
    route,
    preloadedState: loggedInState(token, refresh_token),
  })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

type User = Awaited<ReturnType<typeof renderAsAdmin>>['user']

/** The table row of a user, by the email cell. */
async function row(email: string): Promise<HTMLElement> {
  const cell = await screen.findByText(email, { selector: 'td' })
  const tr = cell.closest('tr')
  if (!tr) throw new Error(`row ${email} not found`)
  return tr
}

/** The data rows of the table (not antd's hidden measure row). */
const dataRows = (): HTMLElement[] =>
  Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'))

/** The reset dialog (found by its title; the row buttons carry the same text). */
async function resetDialog(): Promise<HTMLElement> {
  const titles = await screen.findAllByText('Reimposta password', {
    ignore: 'button, button *, script, style',
  })
  const element = titles
    .map((el) => el.closest<HTMLElement>('[role="dialog"]'))
    .find((el) => el !== null)
  if (!element) throw new Error('dialog not found')
  return element
}

/** A button by its visible text. */
function button(container: HTMLElement, text: string): HTMLButtonElement {
  const element = within(container)
    .getAllByText(text, { selector: 'button, button *' })
    .map((el) => el.closest('button'))
    .find((el): el is HTMLButtonElement => el !== null && el.textContent === text)
  if (!element) throw new Error(`button ${text} not found`)
  return element
}

const COMMON_RULE = 'Non tra le password più usate, né una sequenza o un carattere ripetuto'

/** Whether the rule with this text is marked kept ("rispettato") or not, under the field. */
function ruleState(container: HTMLElement, text: string): string | null {
  const item = within(container).getByText(text, { exact: false }).closest('li')
  return item?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? null
}

/** Types a text into a field in one go (pasted). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

/** The page listing only the user with this email (the search in the URL, as a link keeps it). */
const renderSearching = (email: string) =>
  renderAsAdmin(`/reset-user-password?search=${encodeURIComponent(email)}`)

/** Opens the reset dialog from the user's row. */
async function openDialogFor(user: User, email: string, nome: string) {
  await user.click(within(await row(email)).getByLabelText(`Reimposta password di ${nome}`))
  const dialog = await resetDialog()
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

describe('Reset User Password', () => {
  it('lists the users sorted by email with their roles', async () => {
    const calls = recordListCalls()
    await renderAsAdmin()
    expect(await screen.findByText('Reset User Password', { selector: 'h2' })).toBeInTheDocument()
    const admin = await row('admin@fitlab.it')
    expect(calls[0]?.get('sortBy')).toBe('email')
    expect(calls[0]?.get('sortDesc')).toBe('false')
    const emails = dataRows().map((tr) => tr.querySelector('td')?.textContent ?? '')
    expect(emails.length).toBeGreaterThan(1)
    expect(emails).toEqual([...emails].sort())
    expect(within(admin).getByText('Amministratore')).toBeInTheDocument()
    expect(within(admin).getByText('Giulia')).toBeInTheDocument()
    expect(within(admin).getByText('Ferrari')).toBeInTheDocument()
  })

  it('shows Istruttore for an instructor found with the search box', async () => {
    const { user } = await renderAsAdmin()
    await fill(user, await screen.findByLabelText('Cerca'), 'istruttore@fitlab.it')
    await waitFor(() => expect(dataRows()).toHaveLength(1))
    const istruttore = await row('istruttore@fitlab.it')
    expect(within(istruttore).getByText('Istruttore')).toBeInTheDocument()
    expect(within(istruttore).getByText('Marco')).toBeInTheDocument()
    expect(within(istruttore).getByText('Rossi')).toBeInTheDocument()
  })

  it('passwords that do not match show "Le password non coincidono" and send nothing', async () => {
    const posted = recordResets()
    const { user } = await renderSearching('istruttore@fitlab.it')
    const dialog = await openDialogFor(user, 'istruttore@fitlab.it', 'Marco Rossi')
    await fill(user, within(dialog).getByLabelText('Nuova password'), 'NuovaPass2026')
    await fill(user, within(dialog).getByLabelText('Conferma password'), 'NuovaPass2027')
    await user.click(button(dialog, 'Salva'))
    expect(await within(dialog).findByText('Le password non coincidono')).toBeInTheDocument()
    expect(posted).toEqual([])
    expect(dialog).toBeVisible()
  })

  it('both fields are required and need 8 characters', async () => {
    const posted = recordResets()
    const { user } = await renderSearching('istruttore@fitlab.it')
    const dialog = await openDialogFor(user, 'istruttore@fitlab.it', 'Marco Rossi')
    await user.click(button(dialog, 'Salva'))
    expect(await within(dialog).findByText('Inserire la nuova password')).toBeInTheDocument()
    expect(within(dialog).getByText('Confermare la nuova password')).toBeInTheDocument()
    await fill(user, within(dialog).getByLabelText('Nuova password'), 'corta')
    await fill(user, within(dialog).getByLabelText('Conferma password'), 'corta')
    await user.click(button(dialog, 'Salva'))
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('La password deve contenere almeno 8 caratteri'),
      ).toHaveLength(2),
    )
    expect(posted).toEqual([])
  })

  it('the rules of the new password are marked as it is typed; a common one is refused', async () => {
    const posted = recordResets()
    const { user } = await renderSearching('istruttore@fitlab.it')
    const dialog = await openDialogFor(user, 'istruttore@fitlab.it', 'Marco Rossi')
    expect(within(dialog).getByText('Requisiti della nuova password')).toBeInTheDocument()
    expect(ruleState(dialog, 'Da 8 a 128 caratteri')).toBe('non rispettato')
    const password = within(dialog).getByLabelText('Nuova password')
    await fill(user, password, '00000000')
    await waitFor(() => expect(ruleState(dialog, 'Da 8 a 128 caratteri')).toBe('rispettato'))
    expect(ruleState(dialog, COMMON_RULE)).toBe('non rispettato')
    await fill(user, within(dialog).getByLabelText('Conferma password'), '00000000')
    await user.click(button(dialog, 'Salva'))
    expect(await within(dialog).findByText(/^La password è tra le più usate/)).toBeInTheDocument()
    expect(posted).toEqual([])
    await user.clear(password)
    await fill(user, password, 'Ginocchio-Verde-42')
    await waitFor(() => expect(ruleState(dialog, COMMON_RULE)).toBe('rispettato'))
    // The rules are the field's description for screen readers.
    const described = password.getAttribute('aria-describedby') ?? ''
    expect(described).not.toBe('')
    expect(document.getElementById(described.split(' ').pop() ?? '')).toHaveTextContent(
      'Requisiti della nuova password',
    )
  })

  it("the administrator's own row offers no reset: the way is Password dimenticata?", async () => {
    await renderAsAdmin()
    const own = await row('admin@fitlab.it')
    expect(
      within(own).getByText('Il tuo account: usa «Password dimenticata?» nella pagina di accesso'),
    ).toBeInTheDocument()
    expect(within(own).queryByRole('button')).not.toBeInTheDocument()
  })

  it('sends the reset, closes and clears the dialog; the user logs in with the new password', async () => {
    const posted = recordResets()
    const { user, unmount } = await renderSearching('istruttore@fitlab.it')
    const dialog = await openDialogFor(user, 'istruttore@fitlab.it', 'Marco Rossi')
    expect(
      within(dialog).getByText('Utente: Marco Rossi (istruttore@fitlab.it)'),
    ).toBeInTheDocument()
    await fill(user, within(dialog).getByLabelText('Nuova password'), 'NuovaPass2026')
    await fill(user, within(dialog).getByLabelText('Conferma password'), 'NuovaPass2026')
    await user.click(button(dialog, 'Salva'))
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeVisible())
    expect(posted).toEqual([
      {
        userId: expect.any(Number),
        password: 'NuovaPass2026',
        confirm_password: 'NuovaPass2026',
        isReadUtenteDaAdmin: true,
        frontendRevisionNumber: 'v1.0.27',
      },
    ])

    // opened again, the dialog is empty
    await user.click(
      within(await row('istruttore@fitlab.it')).getByLabelText('Reimposta password di Marco Rossi'),
    )
    const again = await resetDialog()
    await waitFor(() => expect(again).toBeVisible())
    expect(within(again).getByLabelText('Nuova password')).toHaveValue('')
    expect(within(again).getByLabelText('Conferma password')).toHaveValue('')

    // the new password works, the old one does not (asked of the server with the page closed:
    // its toast and dialog would go on changing while the test waits for the answers)
    unmount()
    await expect(login(ISTRUTTORE, 'NuovaPass2026')).resolves.toHaveProperty('token')
    await expect(login(ISTRUTTORE)).rejects.toThrow(/401/)
  })

  it('a 422 answer lands on the fields and keeps the dialog open with what was typed', async () => {
    server.use(
      http.post(`*${RESET_PATH}`, () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Dati non validi',
            errors: { password: ['La password è troppo simile alla precedente'] },
          },
          { status: 422 },
        ),
      ),
    )
    const { user } = await renderSearching('istruttore@fitlab.it')
    const dialog = await openDialogFor(user, 'istruttore@fitlab.it', 'Marco Rossi')
    await fill(user, within(dialog).getByLabelText('Nuova password'), 'NuovaPass2026')
    await fill(user, within(dialog).getByLabelText('Conferma password'), 'NuovaPass2026')
    await user.click(button(dialog, 'Salva'))
    expect(
      await within(dialog).findByText('La password è troppo simile alla precedente'),
    ).toBeInTheDocument()
    expect(dialog).toBeVisible()
    expect(within(dialog).getByLabelText('Nuova password')).toHaveValue('NuovaPass2026')
  })

  it('an instructor gets the 403 text on the route, and the API answers 403', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    // Asked before the page opens: while a test waits for the server, the page's motions run.
    expect((await call('GET', '/api/utente/', { token })).status).toBe(403)
    renderWithProviders(null, {
      routes: buildRoutes(),
      route: '/reset-user-password',
      preloadedState: loggedInState(token, refresh_token),
    })
    expect(await screen.findByText(PRIVILEGI)).toBeInTheDocument()
    expect(screen.queryByText('admin@fitlab.it')).not.toBeInTheDocument()
  })
})
