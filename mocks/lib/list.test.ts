/**
 * The list engine: search, field filters, sort (registry defaults and asked), paging, Tutti,
 * count; directly and through the handlers.
 */
import { getDb } from '@mocks/db/store'
import { resources } from '@/api/resources'
import { filterRows, listRows, sortRows } from './list'
import { ADMIN, ISTRUTTORE, call, login, serveFakeBackend } from './testing'

serveFakeBackend()

const people = [
  {
    id: 1,
    nome: 'Anna',
    cognome: 'Rossi',
    utente: { email: 'anna@x.it' },
    istruttore: { id: 7 },
    tags: [1, 2],
  },
  {
    id: 2,
    nome: 'Bruno',
    cognome: 'bianchi',
    utente: { email: 'bruno@x.it' },
    istruttore: null,
    tags: [{ id: 3 }],
  },
  {
    id: 3,
    nome: 'Carla',
    cognome: 'Verdi',
    utente: { email: 'carla@rossi.it' },
    istruttore: { id: 7 },
    tags: [],
  },
  {
    id: 4,
    nome: 'Dario',
    cognome: 'Rossi',
    utente: { email: 'dario@x.it' },
    istruttore: { id: 8 },
    tags: [2],
  },
]
const defaults = {
  sort: ['cognome', 'nome'],
  pageSize: 10,
  search: ['cognome', 'nome', 'utente.email'],
}

describe('engine', () => {
  test('search is a case-insensitive substring over the search fields (dotted allowed)', () => {
    expect(filterRows(people, { search: 'ROSS' }, defaults.search).map((p) => p.id)).toEqual([
      1, 3, 4,
    ])
    expect(filterRows(people, { search: '  ' }, defaults.search)).toHaveLength(4)
  })

  test('search follows the one rule: every word somewhere, any order, accents ignored', () => {
    const found = (search: string) =>
      filterRows(people, { search }, defaults.search).map((p) => p.id)
    expect(found('rossi anna')).toEqual([1])
    expect(found('Anna Rossi')).toEqual([1])
    expect(found('ròssi dar')).toEqual([4])
    expect(found('carla rossi')).toEqual([3]) // "rossi" in her email
    expect(found('anna bianchi')).toEqual([])
  })

  test('a search ranks matches at a field or word start first, unless another sort is asked', () => {
    const rows = [
      { id: 1, nome: 'Barossa', cognome: 'Zeta' },
      { id: 2, nome: 'Anna', cognome: 'Rossi' },
      { id: 3, nome: 'Bruno', cognome: 'De Rossi' },
      { id: 4, nome: 'Carla', cognome: 'Rossetti' },
    ]
    const list = (sortBy?: string, sortDesc?: boolean) =>
      listRows(
        rows,
        { sort: ['cognome', 'nome'], pageSize: 10, search: ['cognome', 'nome'] },
        {
          filters: { search: 'ross' },
          firstRecord: 0,
          pageSize: 10,
          sortBy,
          sortDesc,
        },
      ).data.map((p) => p.id)
    // Field start (Rossetti, Rossi by cognome), word start (De Rossi), inside a word (Barossa).
    expect(list()).toEqual([4, 2, 3, 1])
    // The app sends the list's default sort explicitly: still ranked.
    expect(list('cognome', false)).toEqual([4, 2, 3, 1])
    // Another sort asked (a column header): applied as it is.
    expect(list('nome', false)).toEqual([2, 1, 3, 4])
    expect(list('cognome', true)).toEqual([1, 2, 4, 3])
  })

  test('the search sees a row changed after it was searched', () => {
    const rows = [{ id: 1, nome: 'Anna', cognome: 'Rossi' }]
    expect(filterRows(rows, { search: 'rossi' }, ['cognome', 'nome'])).toHaveLength(1)
    rows[0]!.cognome = 'Verdi'
    expect(filterRows(rows, { search: 'rossi' }, ['cognome', 'nome'])).toHaveLength(0)
    expect(filterRows(rows, { search: 'verdi anna' }, ['cognome', 'nome'])).toHaveLength(1)
  })

  test('field filters: equal, .id, array member, array element id; unknown fields ignored', () => {
    expect(filterRows(people, { cognome: 'Rossi' }, []).map((p) => p.id)).toEqual([1, 4])
    expect(filterRows(people, { istruttore: 7 }, []).map((p) => p.id)).toEqual([1, 3])
    expect(filterRows(people, { 'istruttore.id': 8 }, []).map((p) => p.id)).toEqual([4])
    expect(filterRows(people, { tags: 2 }, []).map((p) => p.id)).toEqual([1, 4])
    expect(filterRows(people, { tags: 3 }, []).map((p) => p.id)).toEqual([2])
    expect(filterRows(people, { colore: 'blu' }, [])).toHaveLength(4)
    expect(
      filterRows(people, { istruttore: 7, search: 'carla' }, defaults.search).map((p) => p.id),
    ).toEqual([3])
  })

  test('sort: registry default, asked key asc/desc, case-insensitive, ties by the next keys', () => {
    expect(sortRows(people, defaults).map((p) => p.id)).toEqual([2, 1, 4, 3])
    expect(sortRows(people, defaults, 'nome', true).map((p) => p.id)).toEqual([4, 3, 2, 1])
    expect(sortRows(people, defaults, undefined, true).map((p) => p.id)).toEqual([3, 1, 4, 2])
    expect(sortRows(people, { sort: ['dataInizio'], sortDesc: true }).map((p) => p.id)).toEqual([
      1, 2, 3, 4,
    ])
  })

  test('paging and Tutti (-1); count is the filtered total', () => {
    const page = listRows(people, defaults, {
      filters: {},
      firstRecord: 2,
      pageSize: 2,
      sortBy: undefined,
      sortDesc: undefined,
    })
    expect(page).toEqual({ data: [people[3], people[2]], count: 4 })
    const all = listRows(people, defaults, {
      filters: { search: 'rossi' },
      firstRecord: 0,
      pageSize: -1,
      sortBy: undefined,
      sortDesc: undefined,
    })
    expect(all.data.map((p) => p.id)).toEqual([1, 4, 3])
    expect(all.count).toBe(3)
  })
})

describe('through the handlers', () => {
  let token = ''
  beforeEach(async () => {
    token = (await login(ISTRUTTORE)).token
  })
  const fitlabClienti = () => getDb().cliente.filter((c) => c.tenantId === 'fitlab')
  const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true })

  test('default: page 1 of 10, sorted by cognome then nome, with the total count', async () => {
    const result = await call('GET', '/api/cliente/', { token })
    expect(result.body.data).toHaveLength(resources.cliente.pageSize)
    expect(result.body.count).toBe(fitlabClienti().length)
    const names = result.body.data.map((c: { cognome: string }) => c.cognome)
    expect([...names].sort(collator.compare)).toEqual(names)
  })

  test('search + sort desc + page 2', async () => {
    const needle = 'ma'
    const expected = fitlabClienti()
      .filter((c) =>
        [c.cognome, c.nome, c.codiceFiscale ?? '', c.utente?.email ?? ''].some((v) =>
          v.toLowerCase().includes(needle),
        ),
      )
      .sort(
        (a, b) =>
          collator.compare(b.nome, a.nome) || collator.compare(a.cognome, b.cognome) || a.id - b.id,
      )
    const result = await call('GET', '/api/cliente/', {
      token,
      query: {
        filters: { search: 'MA' },
        sortBy: 'nome',
        sortDesc: true,
        firstRecord: 5,
        pageSize: 5,
      },
    })
    expect(result.body.count).toBe(expected.length)
    expect(result.body.data.map((c: { id: number }) => c.id)).toEqual(
      expected.slice(5, 10).map((c) => c.id),
    )
  })

  test('a client is found by "nome cognome", by codice fiscale start and by email', async () => {
    const giulia = fitlabClienti().find((c) => c.codiceFiscale && c.utente?.email)!
    const found = async (search: string) => {
      const result = await call('GET', '/api/cliente/', {
        token,
        query: { filters: { search }, sortBy: 'cognome', sortDesc: false, pageSize: -1 },
      })
      return result.body.data.map((c: { id: number }) => c.id) as number[]
    }
    for (const search of [
      `${giulia.nome} ${giulia.cognome}`,
      `${giulia.cognome.toUpperCase()} ${giulia.nome.slice(0, 1)}`,
      giulia.codiceFiscale!.slice(0, 8).toLowerCase(),
      giulia.utente!.email,
    ]) {
      const ids = await found(search)
      expect({ search, first: ids[0] }).toEqual({ search, first: giulia.id })
    }
  })

  test('templates by nome, words in any order (the library)', async () => {
    const result = await call('GET', '/api/scheda-template/', {
      token,
      query: { nome: 'principianti BODY', pageSize: -1 },
    })
    expect(result.body.data.map((s: { nome: string }) => s.nome)).toEqual([
      'Full body principianti',
    ])
  })

  test('methodologies by codice or descrizione, through metodologia-search', async () => {
    const all = await call('GET', '/api/metodologia/', { token, query: { pageSize: -1 } })
    const m = (all.body.data as Array<{ codice: string; descrizione: string }>).find((row) =>
      row.descrizione.trim().includes(' '),
    )!
    const [first, ...rest] = m.descrizione.trim().split(/\s+/)
    const result = await call('GET', '/api/metodologia-search', {
      token,
      query: { search: `${rest.join(' ')} ${first}` },
    })
    expect(result.body.data.map((row: { codice: string }) => row.codice)).toContain(m.codice)
  })

  test('a field filter on a reference (istruttore id) and Tutti', async () => {
    const istruttoreId = fitlabClienti()[0]?.istruttore?.id
    const result = await call('GET', '/api/cliente/', {
      token,
      query: { filters: { istruttore: istruttoreId }, pageSize: -1 },
    })
    const expected = fitlabClienti().filter((c) => c.istruttore?.id === istruttoreId)
    expect(result.body.count).toBe(expected.length)
    expect(result.body.data).toHaveLength(expected.length)
  })

  test('registry defaults: schede by dataInizio desc, metodologie by codice, utenti by email', async () => {
    const schede = await call('GET', '/api/scheda/', {
      token,
      query: { filters: { isTemplate: false }, pageSize: 20 },
    })
    const dates = schede.body.data.map((s: { dataInizio: string | null }) => s.dataInizio ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    // Undated rows (templates) come last, in either direction.
    const all = await call('GET', '/api/scheda/', { token, query: { pageSize: -1 } })
    const allDates = all.body.data.map((s: { dataInizio: string | null }) => s.dataInizio)
    const firstEmpty = allDates.indexOf(null)
    expect(firstEmpty).toBeGreaterThan(0)
    expect(allDates.slice(firstEmpty).every((d: string | null) => d === null)).toBe(true)
    const metodologie = await call('GET', '/api/metodologia/', { token, query: { pageSize: -1 } })
    const codici = metodologie.body.data.map((m: { codice: string }) => m.codice)
    expect([...codici].sort(collator.compare)).toEqual(codici)
    const admin = await login(ADMIN)
    const utenti = await call('GET', '/api/utente/', {
      token: admin.token,
      query: { pageSize: -1 },
    })
    const emails = utenti.body.data.map((u: { email: string }) => u.email)
    expect([...emails].sort(collator.compare)).toEqual(emails)
    expect(utenti.body.data[0]).not.toHaveProperty('password')
  })

  describe('a paged call gives the page of the whole sorted list (bounded top-k path)', () => {
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id)
    /** Every page of 10 of `path`, joined, against the same list asked with Tutti. */
    async function pagesAgainstAll(path: string, query: Record<string, unknown>) {
      const all = await call('GET', path, { token, query: { ...query, pageSize: -1 } })
      const count = all.body.count as number
      // Big enough for the bounded selection (a page of 10 over more than 40 rows).
      expect(count).toBeGreaterThan(40)
      const pages: number[] = []
      for (let first = 0; first < count; first += 10) {
        const page = await call('GET', path, {
          token,
          query: { ...query, firstRecord: first, pageSize: 10 },
        })
        pages.push(...ids(page.body))
      }
      expect(pages).toEqual(ids(all.body))
      return all.body.data as Array<Record<string, unknown>>
    }

    test.each([true, false])(
      'sheets by dataInizio (sortDesc %s): dated first, undated last by nome',
      async (sortDesc) => {
        const rows = await pagesAgainstAll('/api/scheda/', { sortBy: 'dataInizio', sortDesc })
        const dates = rows.map((row) => row.dataInizio as string | null)
        const firstEmpty = dates.indexOf(null)
        expect(firstEmpty).toBeGreaterThan(0)
        const dated = dates.slice(0, firstEmpty) as string[]
        expect(dated).toEqual(sortDesc ? [...dated].sort().reverse() : [...dated].sort())
        const undated = rows.slice(firstEmpty)
        expect(undated.every((row) => row.dataInizio === null)).toBe(true)
        const nomi = undated.map((row) => String(row.nome))
        expect(nomi).toEqual([...nomi].sort(collator.compare))
      },
    )

    test('the default sort of sheets (dataInizio desc) opens with a dated sheet', async () => {
      const page = await call('GET', '/api/scheda/', { token, query: { pageSize: 10 } })
      expect(page.body.data[0].dataInizio).not.toBeNull()
    })

    test.each([false, true])('methodologies by codice then id (sortDesc %s)', async (sortDesc) => {
      // Two rows with one codice (as stored before codici were unique): id decides, ascending.
      const original = getDb().metodologia.find((m) => m.codice === 'SF-02')!
      getDb().metodologia.push({ ...structuredClone(original), id: 90_001 })
      try {
        const query = { sortBy: 'codice', sortDesc, firstRecord: 0, pageSize: -1 }
        const all = await call('GET', '/api/metodologia/', { token, query })
        const rows = all.body.data as Array<{ id: number; codice: string }>
        const twins = rows.filter((row) => row.codice === 'SF-02').map((row) => row.id)
        expect(twins).toEqual([original.id, 90_001])
        const codici = rows.map((row) => row.codice)
        const sorted = [...codici].sort(collator.compare)
        expect(codici).toEqual(sortDesc ? sorted.reverse() : sorted)
        const page = await call('GET', '/api/metodologia/', {
          token,
          query: { sortBy: 'codice', sortDesc, firstRecord: 0, pageSize: 3 },
        })
        expect(ids(page.body)).toEqual(rows.slice(0, 3).map((row) => row.id))
      } finally {
        getDb().metodologia = getDb().metodologia.filter((m) => m.id !== 90_001)
      }
    })
  })

  test('muscles come 9999 per page by default', async () => {
    const result = await call('GET', '/api/muscolo/', { token })
    expect(result.body.data).toHaveLength(getDb().muscolo.length)
  })
})
