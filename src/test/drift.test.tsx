import { screen, waitFor, within } from '@testing-library/react'
import { login } from '@mocks/lib/testing'
import {
  ADMIN,
  apiGet,
  driftAnswers,
  ISTRUTTORE,
  renderPage,
  rowsOf,
  type RenderPageOptions,
} from '@/test/harness'

/**
 * A backend that drifts from the contract degrades a field, never a page: every
 * list page of the app, fed an answer whose first row lacks the field the list leads with, or whose
 * row has every field of the wrong type, still shows its heading and all its rows, with the broken
 * cells marked "Dato mancante". (The client list and detail have their own, finer tests.)
 */

interface ListCase {
  page: string
  route: string
  /** The list call to drift (an MSW path). */
  path: string
  /** The field the first column shows. */
  field: string
  heading: string
  as?: RenderPageOptions['as']
}

const LISTS: ListCase[] = [
  {
    page: 'Istruttori',
    route: '/istruttori',
    path: '*/api/istruttore/',
    field: 'cognome',
    heading: 'Istruttori',
  },
  {
    page: 'Esercizi',
    route: '/esercizi',
    path: '*/api/esercizio/',
    field: 'nomenclatura',
    heading: 'Esercizi',
  },
  {
    page: 'Metodologie',
    route: '/metodologie',
    path: '*/api/metodologia/',
    field: 'codice',
    heading: 'Metodologie',
  },
  {
    page: 'Librerie, modelli',
    route: '/librerie?tab=modelli',
    path: '*/api/scheda-template/',
    field: 'nome',
    heading: 'Librerie',
  },
  {
    page: 'Librerie, protocolli',
    route: '/librerie?tab=protocolli',
    path: '*/api/protocollo/',
    field: 'nome',
    heading: 'Librerie',
  },
  {
    page: 'Librerie, cartelle',
    route: '/librerie?tab=cartelle',
    path: '*/api/cartella/',
    field: 'nome',
    heading: 'Librerie',
  },
  {
    page: 'Schede',
    route: '/librerie/schede',
    path: '*/api/scheda/',
    field: 'nome',
    heading: 'Schede',
  },
  {
    page: 'Tenants',
    route: '/tenants',
    path: '*/api/tenant/',
    field: 'nome',
    heading: 'Tenants',
    as: ADMIN,
  },
]

/** The data rows of the page's (first) table once they have arrived. */
async function bodyRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table')
  let rows: HTMLElement[] = []
  await waitFor(() => {
    rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 1)
    expect(rows.length).toBeGreaterThan(1)
  })
  return rows
}

const pageStands = async (heading: string) => {
  expect(
    await screen.findByRole('heading', { level: 2, name: new RegExp(`^${heading}`) }),
  ).toBeInTheDocument()
  expect(screen.queryByText('Errore!')).not.toBeInTheDocument()
}

/** Something of every type but the one a field had. */
const wrongTyped = (value: unknown): unknown =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? { valore: value }
    : 'testo inatteso'

describe.each(LISTS)('$page from a backend that drifts', ({ route, path, field, heading, as }) => {
  it(`a row without ${field} shows that cell missing, every other row as usual`, async () => {
    let total = 0
    driftAnswers(path, (body) => {
      const rows = rowsOf(body)
      total = rows.length
      delete rows[0]![field]
    })
    await renderPage(route, { as, pointerEventsCheck: false })
    const rows = await bodyRows()
    await pageStands(heading)
    expect(rows).toHaveLength(total)
    expect(within(rows[0]!).getAllByLabelText('Dato mancante').length).toBeGreaterThan(0)
    for (const row of rows.slice(1))
      expect(within(row).queryByLabelText('Dato mancante')).not.toBeInTheDocument()
  })

  it('a row whose every field has the wrong type leaves the page and the other rows standing', async () => {
    let total = 0
    driftAnswers(path, (body) => {
      const rows = rowsOf(body)
      total = rows.length
      const row = rows[0]!
      for (const key of Object.keys(row)) if (key !== 'id') row[key] = wrongTyped(row[key])
    })
    await renderPage(route, { as, pointerEventsCheck: false })
    const rows = await bodyRows()
    await pageStands(heading)
    expect(rows).toHaveLength(total)
    expect(within(rows[0]!).getAllByLabelText('Dato mancante').length).toBeGreaterThan(0)
  })
})

interface DetailCase {
  page: string
  /** The list call that gives the demo record's id. */
  list: string
  route: (id: number) => string
  /** The detail call to drift (an MSW path). */
  path: string
  field: string
  /** A text of the record from another field, still shown. */
  shows: (body: Record<string, unknown>) => string
}

const DETAILS: DetailCase[] = [
  {
    page: 'Istruttore',
    list: '/api/istruttore/',
    route: (id) => `/istruttori/${id}`,
    path: '*/api/istruttore/:id',
    field: 'cognome',
    shows: (body) => body.nome as string,
  },
  {
    page: 'Esercizio',
    list: '/api/esercizio/',
    route: (id) => `/esercizi/${id}`,
    path: '*/api/esercizio/:id',
    field: 'nomenclatura',
    shows: (body) => body.descrizione as string,
  },
  {
    page: 'Metodologia',
    list: '/api/metodologia/',
    route: (id) => `/metodologie/${id}`,
    path: '*/api/metodologia/:id',
    field: 'codice',
    shows: (body) => body.descrizione as string,
  },
  {
    page: 'Scheda (costruzione)',
    list: '/api/scheda/',
    route: (id) => `/librerie/schede/${id}`,
    path: '*/api/scheda/slim/:id',
    field: 'nome',
    shows: (body) => {
      const cliente = body.cliente as { cognome: string; nome: string }
      return `${cliente.cognome} ${cliente.nome}`
    },
  },
  {
    page: 'Protocollo',
    list: '/api/protocollo/',
    route: (id) => `/librerie/protocolli/${id}`,
    path: '*/api/protocollo/:id',
    field: 'nome',
    shows: (body) => body.descrizione as string,
  },
  {
    page: 'Cartella',
    list: '/api/cartella/',
    route: (id) => `/librerie/cartelle/${id}`,
    path: '*/api/cartella/:id',
    field: 'nome',
    shows: (body) => (body.esercizi as { nomenclatura: string }[])[0]!.nomenclatura,
  },
]

/** The first record of a list, as the demo instructor sees it. */
async function firstId(list: string): Promise<number> {
  const { token } = await login(ISTRUTTORE)
  const { data } = await apiGet<{ data: { id: number }[] }>(token, list, { pageSize: 1 })
  return data[0]!.id
}

/** The detail page has loaded (no skeleton, no spinner) and stands. */
async function detailStands(): Promise<void> {
  await waitFor(() =>
    expect(document.querySelector('.ant-skeleton-active, .ant-spin-spinning')).toBeNull(),
  )
  expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument()
  expect(screen.queryByText('Errore!')).not.toBeInTheDocument()
  expect(screen.queryByText('Elemento non trovato')).not.toBeInTheDocument()
}

/** A text on screen, or in a field. */
const displayed = (value: string) =>
  document.body.textContent!.includes(value) || screen.queryAllByDisplayValue(value).length > 0

describe.each(DETAILS)(
  '$page from a backend that drifts',
  ({ list, route, path, field, shows }) => {
    it(`an answer without ${field} leaves the page working`, async () => {
      const id = await firstId(list)
      let other: string | undefined
      driftAnswers(path, (body) => {
        other = shows(body)
        delete body[field]
      })
      await renderPage(route(id), { pointerEventsCheck: false })
      await waitFor(() => expect(other).toBeDefined())
      await detailStands()
      expect(typeof other).toBe('string')
      await waitFor(() => expect(displayed(other!)).toBe(true))
    })

    it('an answer whose every field has the wrong type leaves the page standing', async () => {
      const id = await firstId(list)
      let drifted = false
      driftAnswers(path, (body) => {
        drifted = true
        for (const key of Object.keys(body)) if (key !== 'id') body[key] = wrongTyped(body[key])
      })
      await renderPage(route(id), { pointerEventsCheck: false })
      await waitFor(() => expect(drifted).toBe(true))
      await detailStands()
    })
  },
)
