import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { buildRoutes } from '@/app/router'
import { captureDownloads } from '@/test/files'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { ISTRUTTORE, call, login } from '@mocks/lib/testing'
import AnalisiDatiPage from './AnalisiDatiPage'

// Queries by text and label (role queries with names are slow on antd pages in jsdom).

const PRIVILEGI = 'Non si dispone dei privilegi necessari per visualizzare questa pagina.'

interface AnalyticsAnswer {
  tenants: number
  totali: Record<string, number>
  perMese: Array<{ mese: string; nuoviClienti: number; nuoveSchede: number }>
}

async function renderAsAdmin() {
  const { token, refresh_token } = await login()
  const expected = (await call('GET', '/api/analytics/', { token })).body as AnalyticsAnswer
  const view = renderWithProviders(<AnalisiDatiPage />, {
    route: '/analisi-dati',
    preloadedState: loggedInState(token, refresh_token),
  })
  return { ...view, user: userEvent.setup({ delay: null }), token, expected }
}

/** 'YYYY-MM' as Intl writes it in Italian ('novembre 2026'). */
const italianMonth = (mese: string) => {
  const [year, month] = mese.split('-').map(Number)
  return new Date(year ?? 0, (month ?? 1) - 1, 1).toLocaleDateString('it-IT', {
    month: 'long',
    year: 'numeric',
  })
}
// Grouped from 1.000 on, as an Italian reads a count (Intl's it-IT groups only from 10.000).
const italianNumber = (n: number) =>
  new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(n)

afterEach(() => {
  jest.restoreAllMocks()
})

describe('Analisi Dati', () => {
  it('shows the totals and the figures per month from the API', async () => {
    const { expected } = await renderAsAdmin()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Analisi Dati' }),
    ).toBeInTheDocument()
    const figures: Array<[string, number | undefined]> = [
      ['Tenants', expected.tenants],
      ['Clienti', expected.totali.clienti],
      ['Istruttori', expected.totali.istruttori],
      ['Esercizi', expected.totali.esercizi],
      ['Schede', expected.totali.schede],
      ['Protocolli', expected.totali.protocolli],
      ['Metodologie', expected.totali.metodologie],
    ]
    for (const [label, value] of figures) {
      const card = await screen.findByLabelText(label)
      expect(value).toEqual(expect.any(Number))
      expect(within(card).getByText(italianNumber(value ?? -1))).toBeInTheDocument()
    }
    expect(expected.tenants).toBe(3)

    const table = screen.getByLabelText('Andamento mensile')
    const rows = Array.from(table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'))
    expect(rows).toHaveLength(expected.perMese.length)
    expected.perMese.forEach((month, index) => {
      const cells = Array.from(rows[index]!.querySelectorAll('td'))
      expect(cells.map((cell) => cell.textContent)).toEqual([
        italianMonth(month.mese),
        String(month.nuoviClienti),
        String(month.nuoveSchede),
      ])
    })
    // the current month, e.g. "novembre 2026"
    expect(within(table).getByText(italianMonth(dayjs().format('YYYY-MM')))).toBeInTheDocument()
    expect(
      screen.getByLabelText(/nuovi clienti e nuove schede per mese/, { selector: 'figure' }),
    ).toBeInTheDocument()
  })

  it('writes counts from 1.000 on with the Italian point, never "1,234" nor "1234"', async () => {
    const mese = dayjs().format('YYYY-MM')
    server.use(
      http.get('*/api/analytics/', () =>
        HttpResponse.json({
          tenants: 3,
          totali: {
            clienti: 1234,
            istruttori: 12,
            esercizi: 10500,
            schede: 2000,
            protocolli: 7,
            metodologie: 4,
          },
          perMese: [{ mese, nuoviClienti: 1234, nuoveSchede: 999 }],
        }),
      ),
    )
    await renderAsAdmin()
    const clienti = await screen.findByLabelText('Clienti')
    expect(await within(clienti).findByText('1.234')).toBeInTheDocument()
    expect(within(screen.getByLabelText('Esercizi')).getByText('10.500')).toBeInTheDocument()
    expect(within(screen.getByLabelText('Schede')).getByText('2.000')).toBeInTheDocument()
    const table = screen.getByLabelText('Andamento mensile')
    const row = table.querySelector<HTMLElement>('tbody tr[data-row-key]')!
    expect(Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual([
      italianMonth(mese),
      '1.234',
      '999',
    ])
  })

  it('Esporta CSV downloads the export as analisi-dati-<today>.csv', async () => {
    const requested: Array<{ path: string; auth: string | null }> = []
    server.events.on('request:start', ({ request }) => {
      requested.push({
        path: new URL(request.url).pathname,
        auth: request.headers.get('Authorization'),
      })
    })
    const files = captureDownloads()

    const { user, token } = await renderAsAdmin()
    await screen.findByLabelText('Clienti')
    await user.click(screen.getByText('Esporta CSV'))
    await waitFor(() =>
      expect(files.map((f) => f.name)).toEqual([
        `analisi-dati-${dayjs().format('YYYY-MM-DD')}.csv`,
      ]),
    )
    expect(requested).toContainEqual({ path: '/api/analytics/export', auth: `Bearer ${token}` })
    const csv = (await call('GET', '/api/analytics/export', { token })).body as string
    expect(files).toHaveLength(1)
    // The file keeps the UTF-8 byte order mark (reading the answer as text drops it): Excel
    // needs it to read the accents.
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect([...bytes.slice(3, 6)]).not.toEqual([0xef, 0xbb, 0xbf])
    expect(await files[0]!.blob.text()).toBe(csv.replace(/^\uFEFF/, ''))
    expect(csv.replace(/^\uFEFF/, '').startsWith('Mese;Nuovi clienti;Nuove schede\r\n')).toBe(true)
    expect(files[0]!.blob.type).toContain('text/csv')
  })

  it('an instructor gets the 403 text on the route', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    renderWithProviders(null, {
      routes: buildRoutes(),
      route: '/analisi-dati',
      preloadedState: loggedInState(token, refresh_token),
    })
    expect(await screen.findByText(PRIVILEGI)).toBeInTheDocument()
    expect(screen.queryByText('Esporta CSV')).not.toBeInTheDocument()
  })

  it('an instructor calling the API directly gets the 403 toast and no figures', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    renderWithProviders(<AnalisiDatiPage />, {
      route: '/analisi-dati',
      preloadedState: loggedInState(token, refresh_token),
    })
    expect(await screen.findByText('Dati non disponibili')).toBeInTheDocument()
    expect(await screen.findByText(PRIVILEGI)).toBeInTheDocument()
    expect(screen.queryByLabelText('Clienti')).not.toBeInTheDocument()
  })
})
