import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { buildRoutes } from '@/app/router'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { ADMIN, ISTRUTTORE, login } from '@mocks/lib/testing'
import TenantsPage from './TenantsPage'

// Queries by text and label (role queries with names are slow on antd pages in jsdom).

const PRIVILEGI = 'Non si dispone dei privilegi necessari per visualizzare questa pagina.'

interface Posted {
  path: string
  body: unknown
}

/** Records the body of every POST the page sends (the fake backend still answers). */
function recordPosts(): Posted[] {
  const posted: Posted[] = []
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (request.method !== 'POST' || path === '/api/login_check') return
    void request
      .clone()
      .json()
      .then((body: unknown) => posted.push({ path, body }))
  })
  return posted
}

async function renderAs(email: string) {
  const { token, refresh_token } = await login(email)
  const view = renderWithProviders(<TenantsPage />, {
    route: '/tenants',
    preloadedState: loggedInState(token, refresh_token),
  })
  return { ...view, user: userEvent.setup({ delay: null }) }
}

/** The table row of a tenant, by its name cell. */
async function row(nome: string): Promise<HTMLElement> {
  const cell = await screen.findByText(nome, { selector: 'td' })
  const tr = cell.closest('tr')
  if (!tr) throw new Error(`row ${nome} not found`)
  return tr
}

/** The open dialog with this title (buttons with the same text are not titles). */
async function dialog(title: string): Promise<HTMLElement> {
  const titles = await screen.findAllByText(title, { ignore: 'button, button *, script, style' })
  const element = titles
    .map((el) => el.closest<HTMLElement>('[role="dialog"]'))
    .find((el) => el !== null)
  if (!element) throw new Error(`dialog ${title} not found`)
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

const renderAsAdmin = () => renderAs(ADMIN)

type User = Awaited<ReturnType<typeof renderAsAdmin>>['user']

async function typeDate(user: User, container: HTMLElement, text: string) {
  const input = within(container).getByLabelText('Nuova data di scadenza')
  await user.clear(input)
  await user.click(input)
  await user.paste(text)
  await user.keyboard('{Enter}')
}

describe('Tenants', () => {
  it('the administrator: every tenant, with state, expiry and actions', async () => {
    await renderAsAdmin()
    expect(await screen.findByText('Tenants', { selector: 'h2' })).toBeInTheDocument()
    const fitlab = await row('FitLab Milano')
    expect(within(fitlab).getByText('fitlab')).toBeInTheDocument()
    expect(within(fitlab).getByText('Attivo')).toBeInTheDocument()
    expect(within(fitlab).getByText('31/12/2030')).toBeInTheDocument()
    // The administrator's own tenant: its expiry moves, it is never deactivated from here.
    expect(within(fitlab).queryByLabelText('Disattiva FitLab Milano')).not.toBeInTheDocument()
    expect(within(fitlab).getByText('Il tuo tenant: non si può disattivare')).toBeInTheDocument()
    expect(within(fitlab).getByLabelText('Modifica scadenza FitLab Milano')).toBeEnabled()
    const corpo = await row('Corpo Libero Torino')
    expect(within(corpo).getByText('Disattivato')).toBeInTheDocument()
    expect(within(corpo).getByLabelText('Attiva Corpo Libero Torino')).toBeEnabled()
    expect(within(corpo).queryByLabelText('Disattiva Corpo Libero Torino')).not.toBeInTheDocument()
    const vita = await row('Vita Attiva Roma')
    expect(within(vita).getByText('Scaduto')).toBeInTheDocument()
    expect(within(vita).getByText('30/06/2026')).toBeInTheDocument()
    expect(within(vita).getByLabelText('Attiva Vita Attiva Roma')).toBeEnabled()
  })

  it('Disattiva asks for confirmation, posts the tenantId and the row becomes Disattivato', async () => {
    const posted = recordPosts()
    const { user } = await renderAsAdmin()
    await user.click(
      within(await row('Vita Attiva Roma')).getByLabelText('Disattiva Vita Attiva Roma'),
    )
    const confirm = await dialog('Disattiva tenant')
    expect(within(confirm).getByText('Disattivare il tenant Vita Attiva Roma?')).toBeInTheDocument()
    await user.click(button(confirm, 'Disattiva'))
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument()
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: '/api/tenant/disattivaTenant',
          body: { tenantId: 'vitaattiva', frontendRevisionNumber: 'v1.0.27' },
        },
      ]),
    )
    const vita = await row('Vita Attiva Roma')
    expect(await within(vita).findByText('Disattivato')).toBeInTheDocument()
    expect(within(vita).queryByLabelText('Disattiva Vita Attiva Roma')).not.toBeInTheDocument()
    expect(within(vita).getByLabelText('Attiva Vita Attiva Roma')).toBeInTheDocument()
  })

  it('Annulla on the confirmation sends nothing', async () => {
    const posted = recordPosts()
    const { user } = await renderAsAdmin()
    await user.click(
      within(await row('Vita Attiva Roma')).getByLabelText('Disattiva Vita Attiva Roma'),
    )
    const confirm = await dialog('Disattiva tenant')
    await user.click(button(confirm, 'Annulla'))
    await waitFor(() => expect(confirm).not.toBeInTheDocument())
    expect(posted).toEqual([])
    expect(within(await row('Vita Attiva Roma')).getByText('Scaduto')).toBeInTheDocument()
  })

  it('Attiva asks a future date, posts it as ISO and the row becomes Attivo', async () => {
    const posted = recordPosts()
    const { user } = await renderAsAdmin()
    await user.click(
      within(await row('Corpo Libero Torino')).getByLabelText('Attiva Corpo Libero Torino'),
    )
    const attiva = await dialog('Attiva tenant')
    expect(
      within(attiva).getByText('Tenant: Corpo Libero Torino (corpolibero)'),
    ).toBeInTheDocument()
    const nextYear = dayjs().add(1, 'year')
    await typeDate(user, attiva, nextYear.format('DD/MM/YYYY'))
    await user.click(button(attiva, 'Attiva'))
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: '/api/tenant/attivaTenant',
          body: {
            tenantId: 'corpolibero',
            dataScadenza: nextYear.format('YYYY-MM-DD'),
            frontendRevisionNumber: 'v1.0.27',
          },
        },
      ]),
    )
    await waitFor(() => expect(attiva).not.toBeVisible())
    const corpo = await row('Corpo Libero Torino')
    expect(await within(corpo).findByText('Attivo')).toBeInTheDocument()
    expect(within(corpo).getByText(nextYear.format('DD/MM/YYYY'))).toBeInTheDocument()
    expect(within(corpo).getByLabelText('Disattiva Corpo Libero Torino')).toBeEnabled()
  })

  it('Attiva refuses an empty date and a date that is not in the future, sending nothing', async () => {
    const posted = recordPosts()
    const { user } = await renderAsAdmin()
    await user.click(
      within(await row('Corpo Libero Torino')).getByLabelText('Attiva Corpo Libero Torino'),
    )
    const attiva = await dialog('Attiva tenant')
    await user.click(button(attiva, 'Attiva'))
    expect(await within(attiva).findByText('Inserire la data di scadenza')).toBeInTheDocument()
    await typeDate(user, attiva, dayjs().format('DD/MM/YYYY'))
    await user.click(button(attiva, 'Attiva'))
    expect(
      await within(attiva).findByText('La data di scadenza deve essere successiva a oggi'),
    ).toBeInTheDocument()
    expect(posted).toEqual([])
    expect(attiva).toBeVisible()
  })

  it('Modifica scadenza starts from the current date and posts the new one', async () => {
    const posted = recordPosts()
    const { user } = await renderAsAdmin()
    await user.click(
      within(await row('FitLab Milano')).getByLabelText('Modifica scadenza FitLab Milano'),
    )
    const modifica = await dialog('Modifica scadenza')
    expect(within(modifica).getByLabelText('Nuova data di scadenza')).toHaveValue('31/12/2030')
    await typeDate(user, modifica, '15/01/2031')
    await user.click(button(modifica, 'Salva'))
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: '/api/tenant/modificaDataScadenzaTenant',
          body: {
            tenantId: 'fitlab',
            dataScadenza: '2031-01-15',
            frontendRevisionNumber: 'v1.0.27',
          },
        },
      ]),
    )
    expect(await within(await row('FitLab Milano')).findByText('15/01/2031')).toBeInTheDocument()
  })

  it('an instructor gets the 403 text on /tenants', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    renderWithProviders(null, {
      routes: buildRoutes(),
      route: '/tenants',
      preloadedState: loggedInState(token, refresh_token),
    })
    expect(await screen.findByText(PRIVILEGI)).toBeInTheDocument()
    expect(screen.queryByText('FitLab Milano')).not.toBeInTheDocument()
  })

  it('the list call answered 403 shows the privileges toast and no rows', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    renderWithProviders(<TenantsPage />, {
      route: '/tenants',
      preloadedState: loggedInState(token, refresh_token),
    })
    expect(await screen.findByText(PRIVILEGI)).toBeInTheDocument()
    expect(screen.queryByText('FitLab Milano')).not.toBeInTheDocument()
  })
})
