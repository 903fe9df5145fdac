import { screen, waitFor } from '@testing-library/react'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { getDb } from '@mocks/db/store'
import { ISO_DATE } from '@/config/constants'
import { server } from '@/test/server'
import { call, login, withRevision } from '@mocks/lib/testing'
import { calls, ISTRUTTORE, recordRequests, renderPage } from '@/test/harness'
import { sovrapposizioni } from './sovrapposizioni'
import { statoScheda } from './types'

const oggi = () => dayjs().format(ISO_DATE)

const schedeDi = (clienteId: number) =>
  getDb().scheda.filter((s) => (s.cliente as { id?: number } | null)?.id === clienteId)
/** The client's sheets still running on the day a new sheet would start. */
const schedeDaConcludere = (schede: ReturnType<typeof schedeDi>, inizio: string) =>
  sovrapposizioni(schede as never, inizio, null).daConcludere as { id: number }[]

/** A client of the demo tenant with no sheet running today, and one with one running. */
function clienti() {
  const fitlab = getDb().cliente.filter((c) => c.tenantId === 'fitlab')
  const running = (id: number) => schedeDaConcludere(schedeDi(id), oggi()).length > 0
  return {
    libero: fitlab.find((c) => !running(c.id))!,
    occupato: fitlab.find((c) => running(c.id))!,
  }
}

const crea = () => screen.getByRole('button', { name: 'Crea scheda' })
/** Crea waits (disabled, spinning) for the client's sheets that decide the overlaps. */
const pronto = () => waitFor(() => expect(crea()).toBeEnabled())

describe('new sheet', () => {
  it('makes a blank sheet for a client with group A ready, and opens the builder', async () => {
    const { libero } = clienti()
    const seen = recordRequests()
    const before = schedeDi(libero.id).length
    const { user, router } = await renderPage(`/librerie/schede/nuova?cliente=${libero.id}`, {
      pointerEventsCheck: false,
    })
    expect(await screen.findByText(`${libero.cognome} ${libero.nome}`)).toBeInTheDocument()
    expect(screen.getByLabelText('Nome della scheda')).toHaveValue(
      `Scheda ${dayjs().format('MMMM YYYY')}`,
    )
    await pronto()
    await user.click(crea())
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/librerie\/schede\/\d+$/))
    const id = Number(router.state.location.pathname.split('/').pop())
    expect(calls(seen, 'POST', '/api/scheda/')[0]!.body).toMatchObject({
      cliente: { id: libero.id },
      isCliente: true,
      isTemplate: false,
      isBozza: false,
      dataInizio: oggi(),
    })
    expect(calls(seen, 'POST', '/api/schedagruppo/')[0]!.body).toMatchObject({
      schedaId: id,
      nome: 'A',
      ordine: 0,
    })
    expect(schedeDi(libero.id)).toHaveLength(before + 1)
    expect(await screen.findByRole('tab', { name: 'Gruppo A 0 esercizi' })).toBeInTheDocument()
  })

  it('from a template: a failed copy leaves nothing behind and keeps the form', async () => {
    const { libero } = clienti()
    server.use(
      http.post('*/api/scheda/createschedafromtemplate', () =>
        HttpResponse.json({ success: false, id: null, error: 'Il modello non ha gruppi' }),
      ),
    )
    const seen = recordRequests()
    const before = getDb().scheda.length
    const { user, router } = await renderPage(`/librerie/schede/nuova?cliente=${libero.id}`, {
      pointerEventsCheck: false,
    })
    await user.click(await screen.findByText('Da un modello della libreria'))
    await user.type(await screen.findByLabelText('Modello'), 'Split 3')
    await user.click(await screen.findByTitle('Split 3 giorni ipertrofia'))
    await waitFor(() =>
      expect(screen.getByLabelText('Nome della scheda')).toHaveValue('Split 3 giorni ipertrofia'),
    )
    await pronto()
    await user.click(crea())
    expect(await screen.findByText('La scheda non è stata creata')).toBeInTheDocument()
    expect(screen.getAllByText('Il modello non ha gruppi').length).toBeGreaterThan(0)
    // Made as a draft, then deleted again: nothing "in corso" is left.
    const created = calls(seen, 'POST', '/api/scheda/')[0]!
    expect(created.body).toMatchObject({ isBozza: true })
    await waitFor(() => expect(calls(seen, 'DELETE', /^\/api\/scheda\/\d+$/)).toHaveLength(1))
    expect(getDb().scheda).toHaveLength(before)
    expect(router.state.location.pathname).toBe('/librerie/schede/nuova')
    expect(screen.getByLabelText('Nome della scheda')).toHaveValue('Split 3 giorni ipertrofia')
  })

  it('from a template: the copy is published and the running sheet is ended the day before', async () => {
    const { occupato } = clienti()
    const running = schedeDaConcludere(schedeDi(occupato.id), oggi())
    const seen = recordRequests()
    const { user, router } = await renderPage(`/librerie/schede/nuova?cliente=${occupato.id}`, {
      pointerEventsCheck: false,
    })
    expect(
      await screen.findByText(
        /^Il cliente ha già (una scheda|\d+ schede) in corso in quel periodo$/,
      ),
    ).toBeInTheDocument()
    const ieri = dayjs().subtract(1, 'day')
    expect(
      screen.getByText(
        `Verranno concluse il ${ieri.format('DD/MM/YYYY')}, il giorno prima dell'inizio della nuova: un cliente ha una sola scheda in corso.`,
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByText('Da un modello della libreria'))
    await user.type(await screen.findByLabelText('Modello'), 'Split 3')
    await user.click(await screen.findByTitle('Split 3 giorni ipertrofia'))
    await pronto()
    await user.click(crea())
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/librerie\/schede\/\d+$/))
    const id = Number(router.state.location.pathname.split('/').pop())
    const nuova = getDb().scheda.find((s) => s.id === id)!
    expect(nuova).toMatchObject({ isBozza: false, isTemplate: false })
    expect(
      getDb()
        .schedagruppo.filter((g) => g.schedaId === id)
        .map((g) => g.nome),
    ).toEqual(expect.arrayContaining(['A', 'B', 'C']))
    for (const s of running) {
      expect(getDb().scheda.find((r) => r.id === s.id)!.dataFine).toBe(ieri.format(ISO_DATE))
    }
    expect(
      schedeDi(occupato.id).filter((s) => statoScheda(s as never, oggi()) === 'inCorso'),
    ).toHaveLength(1)
    expect(calls(seen, 'PUT', `/api/scheda/${id}`)[0]!.body).toMatchObject({ isBozza: false })
  })

  it('a second sheet starting the same day as a running one is refused: never two "In corso"', async () => {
    const { libero } = clienti()
    // The client already has a sheet from today.
    const { token } = await login(ISTRUTTORE)
    const made = await call('POST', '/api/scheda/', {
      token,
      json: withRevision({
        nome: 'Scheda di oggi',
        dataInizio: oggi(),
        dataFine: null,
        cliente: { id: libero.id },
        isCliente: true,
        isTemplate: false,
        isBozza: false,
      }),
    })
    expect(made.status).toBe(200)
    const before = schedeDi(libero.id).length
    const seen = recordRequests()

    const { user, router } = await renderPage(`/librerie/schede/nuova?cliente=${libero.id}`, {
      pointerEventsCheck: false,
    })
    await screen.findByText(`${libero.cognome} ${libero.nome}`)
    await pronto()
    await user.click(crea())
    expect(
      await screen.findByText(
        `Il cliente ha già la scheda «Scheda di oggi» che inizia il ${dayjs().format('DD/MM/YYYY')}: scegliere un altro giorno di inizio, oppure cambiare le date di quella scheda.`,
      ),
    ).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/scheda/')).toHaveLength(0)
    expect(schedeDi(libero.id)).toHaveLength(before)
    expect(router.state.location.pathname).toBe('/librerie/schede/nuova')
    expect(
      schedeDi(libero.id).filter((s) => statoScheda(s as never, oggi()) === 'inCorso'),
    ).toHaveLength(1)
  })

  it('a library template needs no client and no dates', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/librerie/schede/nuova?tipo=modello', {
      pointerEventsCheck: false,
    })
    expect(await screen.findByRole('heading', { name: 'Nuovo modello' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Data inizio')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Crea modello' }))
    expect(await screen.findByText('Inserire il nome della scheda')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nome della scheda'), 'Forza base 3 giorni')
    await user.click(screen.getByRole('button', { name: 'Crea modello' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/librerie\/schede\/\d+$/))
    expect(calls(seen, 'POST', '/api/scheda/')[0]!.body).toMatchObject({
      nome: 'Forza base 3 giorni',
      cliente: null,
      isCliente: false,
      isTemplate: true,
      dataInizio: null,
    })
  })
})
