import { screen } from '@testing-library/react'
import { DEFAULT_ACCESS_TOKEN_TTL, setAccessTokenTtl } from '@mocks/lib/auth'
import { ADMIN, ISTRUTTORE, login } from '@mocks/lib/testing'
import { makeStore } from '@/app/store'
import { subscribeFeedback, type FeedbackEvent } from '@/components/feedback'
import { attrezzoApi } from '@/modules/esercizio/api'
import { clienteApi } from '@/modules/cliente/api'
import { allRows, useRiferimentoList } from '@/api/riferimenti'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { tenantApi } from '@/modules/tenant/api'
import { listQueryParams } from './crud'
import { resources } from './resources'

describe('listQueryParams', () => {
  it('unset params take the registry defaults', () => {
    expect(listQueryParams(resources.cliente, undefined)).toEqual({
      firstRecord: 0,
      pageSize: 10,
      sortBy: 'cognome',
      sortDesc: false,
    })
    expect(listQueryParams(resources.scheda, {})).toMatchObject({
      sortBy: 'dataInizio',
      sortDesc: true,
    })
    expect(listQueryParams(resources.muscolo, {})).toMatchObject({ pageSize: 9999 })
    expect(listQueryParams(resources.schedagruppo, {})).toMatchObject({ pageSize: 11 })
  })

  it('firstRecord is (page-1)*pageSize; Tutti asks for every row from the first', () => {
    expect(listQueryParams(resources.cliente, { page: 3, pageSize: 10 })).toMatchObject({
      firstRecord: 20,
      pageSize: 10,
    })
    expect(listQueryParams(resources.cliente, { page: 3, pageSize: -1 })).toMatchObject({
      firstRecord: 0,
      pageSize: -1,
    })
  })

  it('a chosen sort is ascending unless said otherwise', () => {
    expect(listQueryParams(resources.scheda, { sortBy: 'nome' })).toMatchObject({
      sortBy: 'nome',
      sortDesc: false,
    })
    expect(listQueryParams(resources.cliente, { sortBy: 'nome', sortDesc: true })).toMatchObject({
      sortDesc: true,
    })
  })

  it('search and filters travel as one JSON object; other options as they are', () => {
    const params = listQueryParams(resources.esercizio, {
      search: '  panca ',
      filters: { flagAttrezzoMacchina: 'M' },
      isCostruzioneScheda: true,
      idCartelle: [1, 2],
    } as Parameters<typeof listQueryParams>[1])
    expect(JSON.parse(String(params.filters))).toEqual({
      flagAttrezzoMacchina: 'M',
      search: 'panca',
    })
    expect(params).toMatchObject({ isCostruzioneScheda: true, idCartelle: '1,2' })
    expect(listQueryParams(resources.cliente, { search: '   ' })).not.toHaveProperty('filters')
  })
})

describe('generic endpoints against the fake backend', () => {
  let toasts: FeedbackEvent[] = []
  let unsubscribe = () => {}
  beforeEach(() => {
    toasts = []
    unsubscribe = subscribeFeedback((event) => toasts.push(event))
  })
  afterEach(() => unsubscribe())

  async function storeFor(email: string) {
    const tokens = await login(email)
    return makeStore(loggedInState(tokens.token, tokens.refresh_token))
  }

  it('a list call sends the list params and answers rows and count', async () => {
    const urls: string[] = []
    server.events.on('request:start', ({ request }) => urls.push(request.url))
    const { store } = await storeFor(ISTRUTTORE)
    const result = await store.dispatch(
      clienteApi.endpoints.clienteList.initiate({ page: 1, pageSize: 5 }),
    )
    expect(result.data?.data.length).toBeLessThanOrEqual(5)
    expect(result.data?.count).toBeGreaterThan(0)
    const sent = new URL(urls.find((u) => u.includes('/api/cliente/')) ?? '')
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      firstRecord: '0',
      pageSize: '5',
      sortBy: 'cognome',
      sortDesc: 'false',
    })
    const cognomi = (result.data?.data ?? []).map((c) => c.cognome)
    expect(cognomi).toEqual([...cognomi].sort((a, b) => a.localeCompare(b, 'it')))
  })

  it('a create refreshes the lists that show its collection, with a success toast', async () => {
    const { store } = await storeFor(ADMIN)
    const list = store.dispatch(
      attrezzoApi.endpoints.attrezzoList.initiate({ page: 1, pageSize: -1 }),
    )
    const before = (await list).data?.count ?? 0
    const created = await store.dispatch(
      attrezzoApi.endpoints.attrezzoCreate.initiate({ nome: 'Kettlebell da 24 kg' }),
    )
    expect(created.data).toMatchObject({ nome: 'Kettlebell da 24 kg' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const after = await store.dispatch(
      attrezzoApi.endpoints.attrezzoList.initiate({ page: 1, pageSize: -1 }),
    )
    expect(after.data?.count).toBe(before + 1)
    expect(after.data?.data.map((a) => a.nome)).toContain('Kettlebell da 24 kg')
    expect(toasts.map((t) => t.text)).toEqual(['Operazione conclusa con successo'])
    list.unsubscribe()
  })

  it('a 422 on a create reaches the caller; the toast asks to check the fields', async () => {
    const { store } = await storeFor(ADMIN)
    const result = await store.dispatch(
      attrezzoApi.endpoints.attrezzoCreate.initiate({} as { nome: string }),
    )
    expect(result.error).toMatchObject({ status: 422, data: { errors: expect.any(Object) } })
    expect(toasts.map((t) => t.text)).toEqual([
      ['Alcuni dati non sono validi: controllare i campi evidenziati.'],
    ])
  })

  it('an instructor asking for an admin list: 403 and the privileges toast', async () => {
    const { store } = await storeFor(ISTRUTTORE)
    const result = await store.dispatch(tenantApi.endpoints.tenantList.initiate())
    expect(result.error).toMatchObject({ status: 403 })
    expect(toasts.map((t) => t.text)).toEqual([
      'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
    ])
  })

  it('useRiferimentoList gives every row of a reference list, by nome', async () => {
    const pageSizes: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/muscolo/') pageSizes.push(url.searchParams.get('pageSize'))
    })
    function Muscoli() {
      const { data } = useRiferimentoList('muscolo')
      if (!data) return null
      return (
        <p>{`${data.data.length} di ${data.count}: ${data.data.map((m) => m.nome).join(', ')}`}</p>
      )
    }
    const app = await storeFor(ISTRUTTORE)
    renderWithProviders(<Muscoli />, { store: app })
    const text = (await screen.findByText(/ di /)).textContent ?? ''
    const [counts = '', names = ''] = text.split(': ')
    const [shown, total] = counts.split(' di ').map(Number)
    expect(shown).toBe(total)
    const nomi = names.split(', ')
    expect(nomi).toEqual([...nomi].sort((a, b) => a.localeCompare(b, 'it')))
    // SPEC 9: muscle and activity lists are asked 9999 per page, not with Tutti (-1).
    expect(pageSizes).toEqual(['9999'])
  })

  it('allRows: 9999 for muscles and activities (SPEC 9), Tutti for the other lists', () => {
    expect(allRows('muscolo')).toEqual({ page: 1, pageSize: 9999 })
    expect(allRows('attivita')).toEqual({ page: 1, pageSize: 9999 })
    expect(allRows('osso')).toEqual({ page: 1, pageSize: -1 })
  })

  it('an expired session is renewed by the first call, once, and the call succeeds', async () => {
    setAccessTokenTtl(1)
    try {
      const tokens = await login(ISTRUTTORE)
      const { store } = makeStore(loggedInState(tokens.token, tokens.refresh_token))
      await new Promise((resolve) => setTimeout(resolve, 2100))
      setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL)
      let refreshes = 0
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/anagrafiche/userdetail/refreshtoken')) refreshes += 1
      })
      // Two calls at once, both answered "Expired Token": one refresh serves both.
      const clientiCall = store.dispatch(clienteApi.endpoints.clienteList.initiate())
      const attrezziCall = store.dispatch(attrezzoApi.endpoints.attrezzoList.initiate())
      const clienti = await clientiCall
      const attrezzi = await attrezziCall
      expect(clienti.data?.count).toBeGreaterThan(0)
      expect(attrezzi.data?.count).toBeGreaterThan(0)
      expect(refreshes).toBe(1)
      expect(store.getState().session.token).not.toBe(tokens.token)
      expect(store.getState().session.refreshToken).not.toBe(tokens.refresh_token)
      expect(toasts).toEqual([])
    } finally {
      setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL)
    }
  })
})
