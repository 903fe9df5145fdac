import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { getDb } from '@mocks/db/store'
import { ISO_DATE } from '@/config/constants'
import { REGOLE_VUOTE } from '@/modules/scheda/analisi/progressione'
import { server } from '@/test/server'
import { BERNASCONI, calls, fill, findDialog, recordRequests, renderPage } from '@/test/harness'

/**
 * A protocol given to a client as a programme, from the protocol and from the client:
 * one call makes it all, and a failed call leaves the client's sheets as they were.
 * Protocol 1 "Percorso principianti 3 mesi": Full body principianti, Functional training.
 */

const schedeDi = (clienteId: number) =>
  getDb().scheda.filter((s) => (s.cliente as { id?: number } | null)?.id === clienteId)
const giorno = (n: number) => dayjs().add(n, 'day').format('DD/MM/YYYY')
const TITOLO = 'Assegna il protocollo come programma'

async function dalProtocollo() {
  const app = await renderPage('/librerie/protocolli/1', { pointerEventsCheck: false })
  await screen.findByLabelText('Apri la scheda Functional training')
  await app.user.click(screen.getByRole('button', { name: /Assegna a un cliente/ }))
  const dialog = await findDialog(TITOLO)
  await app.user.type(within(dialog).getByLabelText('Cliente'), 'Bernasconi')
  await app.user.click(await screen.findByTitle('Bernasconi Valentina'))
  return { ...app, dialog }
}

describe('a protocol given to a client as a programme', () => {
  it('from the protocol: the sheets in order with their weeks, in one call', async () => {
    const seen = recordRequests()
    const before = schedeDi(BERNASCONI).length
    const { user, router, dialog } = await dalProtocollo()
    const seconda = within(dialog).getByLabelText('Settimane della scheda 2: Functional training')
    expect(seconda).toHaveValue('4')
    await fill(user, seconda, '6')
    await user.tab()
    // The dates of each sheet, as typed.
    expect(within(dialog).getByText(`dal ${giorno(0)} al ${giorno(27)}`)).toBeInTheDocument()
    expect(within(dialog).getByText(`dal ${giorno(28)} al ${giorno(69)}`)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Assegna' }))

    await waitFor(() => expect(router.state.location.pathname).toBe(`/clienti/${BERNASCONI}`))
    expect(router.state.location.search).toBe('?tab=schede')
    const posts = calls(seen, 'POST', /^\/api\//)
    expect(posts.map((c) => c.path)).toEqual(['/api/protocollo-assegna/1'])
    expect(posts[0]!.body).toMatchObject({
      clienteId: BERNASCONI,
      dataInizio: dayjs().format(ISO_DATE),
      settimane: [4, 6],
    })
    const nuove = schedeDi(BERNASCONI).slice(before)
    expect(nuove.map((s) => [s.nome, s.dataInizio, s.isBozza])).toEqual([
      ['Full body principianti', dayjs().format(ISO_DATE), false],
      ['Functional training', dayjs().add(28, 'day').format(ISO_DATE), false],
    ])
  })

  it('a failed call leaves the client sheets as they were and the dialog open', async () => {
    server.use(
      http.post('*/api/protocollo-assegna/:id', () =>
        HttpResponse.json({ code: 500, message: 'Errore' }, { status: 500 }),
      ),
    )
    const seen = recordRequests()
    const before = JSON.stringify(schedeDi(BERNASCONI))
    const { user, router, dialog } = await dalProtocollo()
    await user.click(within(dialog).getByRole('button', { name: 'Assegna' }))
    expect(
      await screen.findByText("Si è verificato un errore tecnico. Contattare l'assistenza."),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/librerie/protocolli/1')
    expect(within(dialog).getByLabelText('Cliente')).toBeInTheDocument()
    // One call, no other write before or after it: nothing half made.
    expect(seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/protocollo-assegna/1',
    ])
    expect(JSON.stringify(schedeDi(BERNASCONI))).toBe(before)
  })

  it('from the client: a sheet of the client within the programme stops it before sending', async () => {
    // Bernasconi has a sheet starting in 10 days.
    getDb().scheda.push({
      ...structuredClone(schedeDi(BERNASCONI)[0]!),
      id: 900_010,
      nome: 'Scheda programmata',
      dataInizio: dayjs().add(10, 'day').format(ISO_DATE),
      dataFine: null,
      isBozza: false,
      isTemplate: false,
    })
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${BERNASCONI}?tab=schede`, {
      pointerEventsCheck: false,
    })
    await user.click(await screen.findByRole('button', { name: /Assegna un protocollo/ }))
    const dialog = await findDialog(TITOLO)
    expect(within(dialog).getByText('Bernasconi Valentina')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Protocollo'), 'principianti')
    await user.click(await screen.findByTitle('Percorso principianti 3 mesi'))
    const errore = `Il cliente ha già la scheda «Scheda programmata» dal ${giorno(10)}, dentro il programma: scegliere un'altra data di inizio o meno settimane.`
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errore)
    await user.click(within(dialog).getByRole('button', { name: 'Assegna' }))
    await waitFor(() => expect(within(dialog).getAllByText(errore)).toHaveLength(2))
    expect(calls(seen, 'POST', /protocollo-assegna/)).toEqual([])
  })

  describe('with a saved progression between the sheets', () => {
    const dettagliDi = (schedaId: number) => {
      const gruppi = getDb().schedagruppo.filter((g) => g.schedaId === schedaId)
      return getDb().schedadettaglio.filter((d) => gruppi.some((g) => g.id === d.gruppoId))
    }
    const chestPress = (schedaId: number) =>
      dettagliDi(schedaId).find((d) => (d.esercizio as { id: number }).id === 34)

    beforeEach(() => {
      getDb().progressione.push({
        id: 900_020,
        tenantId: 'fitlab',
        nome: 'Spinta +2,5 kg',
        regole: { ...REGOLE_VUOTE, carico: { modo: 'kg', valore: 2.5 }, esercizi: [34] },
      } as never)
      getDb().progressione.push({
        id: 900_021,
        tenantId: 'fitlab',
        nome: 'Scarico 30%',
        regole: { ...REGOLE_VUOTE, scaricoPercentuale: 30 },
      } as never)
    })

    it('the second sheet gets it once, in the same one call', async () => {
      const seen = recordRequests()
      const before = schedeDi(BERNASCONI).length
      const { user, router, dialog } = await dalProtocollo()
      expect(chestPress(15)?.carico).toBe(65)
      await user.click(within(dialog).getByLabelText('Progressione tra le schede'))
      // A progression with a deload is offered but cannot be chosen for a programme.
      expect(
        await screen.findByTitle('Scarico 30% (con scarico: non si applica a un programma)'),
      ).toHaveClass('ant-select-item-option-disabled')
      await user.click(screen.getByTitle('Spinta +2,5 kg'))
      // Each sheet says what it gets: the first is the template, the second the rules once.
      await within(dialog).findByText('progressione applicata 1 volta')
      const [prima, seconda] = within(dialog).getAllByRole('listitem')
      expect(prima).toHaveTextContent(`Full body principianti`)
      expect(prima).toHaveTextContent(`dal ${giorno(0)} al ${giorno(27)}come il modello`)
      expect(seconda).toHaveTextContent(
        `dal ${giorno(28)} al ${giorno(55)}progressione applicata 1 volta`,
      )
      await user.click(within(dialog).getByRole('button', { name: 'Assegna' }))

      await waitFor(() => expect(router.state.location.pathname).toBe(`/clienti/${BERNASCONI}`))
      const posts = calls(seen, 'POST', /^\/api\//)
      expect(posts.map((c) => c.path)).toEqual(['/api/protocollo-assegna/1'])
      expect(posts[0]!.body).toMatchObject({ settimane: [4, 4], progressioneId: 900_020 })
      const [primaNuova, secondaNuova] = schedeDi(BERNASCONI).slice(before)
      expect(chestPress(secondaNuova!.id)?.carico).toBe(67.5)
      // The first sheet is the template as it is, and so is the template itself.
      expect(dettagliDi(primaNuova!.id).map((d) => d.carico)).toEqual(
        dettagliDi(1).map((d) => d.carico),
      )
      expect(chestPress(15)?.carico).toBe(65)
    })

    it('a backend that does not apply it: the sheets are made and the user is told', async () => {
      server.use(
        http.post('*/api/protocollo-assegna/:id', () =>
          HttpResponse.json({ schede: [], concluse: [] }),
        ),
      )
      const { user, dialog } = await dalProtocollo()
      await user.click(within(dialog).getByLabelText('Progressione tra le schede'))
      await user.click(await screen.findByTitle('Spinta +2,5 kg'))
      await user.click(within(dialog).getByRole('button', { name: 'Assegna' }))
      expect(
        await screen.findByText(
          'Il server non ha applicato la progressione: le schede sono copie dei modelli. Aggiornarle a mano o con «Prossimo blocco».',
        ),
      ).toBeInTheDocument()
    })

    it('a backend without saved progressions: said, and the programme is still made', async () => {
      server.use(
        http.get('*/api/progressione/', () =>
          HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 }),
        ),
      )
      const seen = recordRequests()
      const { user, router, dialog } = await dalProtocollo()
      expect(
        await within(dialog).findByText(
          'Le progressioni salvate non sono disponibili su questo server: le schede saranno copie dei modelli.',
        ),
      ).toBeInTheDocument()
      expect(within(dialog).queryByLabelText('Progressione tra le schede')).toBeNull()
      await user.click(within(dialog).getByRole('button', { name: 'Assegna' }))
      await waitFor(() => expect(router.state.location.pathname).toBe(`/clienti/${BERNASCONI}`))
      expect(calls(seen, 'POST', /protocollo-assegna/)[0]!.body).not.toHaveProperty(
        'progressioneId',
      )
    })
  })
})
