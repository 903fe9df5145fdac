import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { getDb } from '@mocks/db/store'
import { server } from '@/test/server'
import { BERNASCONI, calls, findDialog, option, recordRequests, renderPage } from '@/test/harness'

/** Valentina Bernasconi's latest sheet (mocks/db/scenari/progressione.ts). */
const MARZO = 19
const NOME = 'Dimagrimento marzo 2026'

const schedeDi = () => getDb().scheda.filter((s) => s.cliente?.id === BERNASCONI)
const dettagliDi = (schedaId: number) => {
  const db = getDb()
  const gruppi = db.schedagruppo.filter((g) => g.schedaId === schedaId)
  return gruppi.flatMap((g) =>
    db.schedadettaglio
      .filter((d) => d.gruppoId === g.id)
      .sort((a, b) => a.ordine - b.ordine)
      .map((d) => ({ gruppo: g.nome, esercizio: d.esercizio.nomenclatura, carico: d.carico })),
  )
}

async function apriDialogo() {
  const app = await renderPage(`/librerie/schede/${MARZO}`, { pointerEventsCheck: false })
  await screen.findByRole('heading', { level: 2, name: NOME })
  await app.user.click(await screen.findByRole('button', { name: /Prossimo blocco/ }))
  const dialog = await findDialog(`Prossimo blocco di «${NOME}»`)
  await within(dialog).findByLabelText('Nome della nuova scheda')
  return { ...app, dialog }
}

async function anteprimaPiu2e5(app: Awaited<ReturnType<typeof apriDialogo>>) {
  const { user, dialog } = app
  await user.type(within(dialog).getByLabelText('Aumento del carico in kg'), '2,5')
  const anteprima = within(dialog).getByRole('button', { name: 'Anteprima' })
  // Enabled once the catalogue and the client's maximums are in (the comparison needs them).
  await waitFor(() => expect(anteprima).toBeEnabled())
  await user.click(anteprima)
  const titolo = await within(dialog).findByText(
    'Anteprima: la scheda attuale e il prossimo blocco',
  )
  // The button pressed is gone: the focus goes to the preview's title, not out of the dialog.
  expect(titolo).toHaveFocus()
}

describe('Prossimo blocco', () => {
  it('previews the next block as a comparison with Modificato rows, then creates it', async () => {
    const app = await apriDialogo()
    const { user, dialog } = app
    // Dates follow on: the old sheet ends on 22/06/2026 and lasts 84 days.
    expect(within(dialog).getByText('Dal 23/06/2026 al 14/09/2026')).toBeInTheDocument()
    await anteprimaPiu2e5(app)
    const gruppoA = within(dialog).getByRole('table', { name: 'Confronto del gruppo A' })
    const chest = within(gruppoA)
      .getAllByRole('row')
      .find((r) => within(r).queryAllByText('Chest press presa larga').length > 0)!
    expect(within(chest).getByText('Modificato')).toBeInTheDocument()
    expect(within(chest).getByText('Carico: 50 kg → 52,5 kg')).toBeInTheDocument()
    const crunch = within(gruppoA)
      .getAllByRole('row')
      .find((r) => within(r).queryAllByText('Crunch').length > 0)!
    expect(within(crunch).getByText('Invariato')).toBeInTheDocument()

    const prima = schedeDi().length
    await user.click(within(dialog).getByRole('button', { name: 'Crea il prossimo blocco' }))
    await screen.findByRole('heading', { level: 2, name: `${NOME} · Blocco 2` })
    const nuova = schedeDi().find((s) => s.nome === `${NOME} · Blocco 2`)!
    expect(schedeDi()).toHaveLength(prima + 1)
    expect(nuova).toMatchObject({
      dataInizio: '2026-06-23',
      dataFine: '2026-09-14',
      isBozza: false,
    })
    const vecchi = dettagliDi(MARZO)
    const nuovi = dettagliDi(nuova.id)
    expect(nuovi.map((d) => d.esercizio)).toEqual(vecchi.map((d) => d.esercizio))
    expect(nuovi.find((d) => d.esercizio === 'Chest press presa larga')!.carico).toBe(52.5)
    expect(nuovi.find((d) => d.esercizio === 'Distensioni con manubri da seduto')!.carico).toBe(
      17.5,
    )
  })

  it('creates nothing when a call fails halfway, and says so', async () => {
    const app = await apriDialogo()
    await anteprimaPiu2e5(app)
    let creati = 0
    server.use(
      http.post('*/api/schedadettaglio/', () => {
        creati += 1
        return creati > 3 ? HttpResponse.json({ message: 'Errore' }, { status: 503 }) : undefined
      }),
    )
    const seen = recordRequests()
    const schede = getDb().scheda.length
    const gruppi = getDb().schedagruppo.length
    const dettagli = getDb().schedadettaglio.length
    await app.user.click(
      within(app.dialog).getByRole('button', { name: 'Crea il prossimo blocco' }),
    )
    expect(
      await screen.findByText(
        'Il prossimo blocco non è stato creato: una chiamata non è riuscita e quanto fatto è stato annullato.',
      ),
    ).toBeInTheDocument()
    expect(calls(seen, 'DELETE', /^\/api\/scheda\/\d+$/)).toHaveLength(1)
    expect(getDb().scheda).toHaveLength(schede)
    expect(getDb().schedagruppo).toHaveLength(gruppi)
    expect(getDb().schedadettaglio).toHaveLength(dettagli)
    // The dialog stays on the preview: the trainer may try again.
    expect(
      within(app.dialog).getByRole('button', { name: 'Crea il prossimo blocco' }),
    ).toBeEnabled()
  })

  it('suggests a substitution for an exercise that conflicts with a pathology added since', async () => {
    const db = getDb()
    const boxJump = db.esercizio.find((e) => e.nomenclatura === 'Box jump su una gamba')!
    const articolazione = boxJump.articolazioni![0]!
    db.cliente.find((c) => c.id === BERNASCONI)!.patologieArticolazioni = [articolazione]
    const app = await apriDialogo()
    const gruppo = await within(app.dialog).findByRole('group', { name: 'Sostituzioni suggerite' })
    const select = within(gruppo).getByRole('combobox', {
      name: 'Sostituto di Box jump su una gamba',
    })
    const scelta = select.closest('.ant-select')!.textContent!
    expect(scelta).not.toBe('Mantieni l’esercizio')
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Anteprima' }))
    const gruppoB = await within(app.dialog).findByRole('table', { name: 'Confronto del gruppo B' })
    const riga = within(gruppoB)
      .getAllByRole('row')
      .find((r) => within(r).queryAllByText('Box jump su una gamba').length > 0)!
    expect(within(riga).getByText('Sostituito')).toBeInTheDocument()
    expect(within(riga).getByText(scelta)).toBeInTheDocument()
  })

  it('saves the rules as a named progression and fills them back in', async () => {
    const app = await apriDialogo()
    const { user, dialog } = app
    await user.type(within(dialog).getByLabelText('Aumento del carico in kg'), '2,5')
    await user.click(within(dialog).getByRole('button', { name: 'Salva come progressione' }))
    const salva = await findDialog('Salva come progressione')
    await user.type(within(salva).getByLabelText('Nome della progressione'), 'Forza +2,5')
    await user.click(within(salva).getByRole('button', { name: 'Salva come progressione' }))
    const salvate = () => getDb().progressione.filter((p) => p.nome !== 'Fondamentali +2,5 kg')
    await waitFor(() => expect(salvate()).toHaveLength(1))
    expect(salvate()[0]).toMatchObject({
      tenantId: 'fitlab',
      nome: 'Forza +2,5',
      regole: { carico: { modo: 'kg', valore: 2.5 }, passoKg: 2.5 },
    })
    // Chosen again, it fills the rules back in.
    const carico = within(dialog).getByLabelText('Aumento del carico in kg')
    await user.clear(carico)
    await user.click(within(dialog).getByRole('combobox', { name: 'Progressione salvata' }))
    await user.click(await option('Forza +2,5'))
    await waitFor(() => expect(carico).toHaveValue('2,5'))
    // The same name again: the fake backend refuses it on the field.
    await user.click(within(dialog).getByRole('button', { name: 'Salva come progressione' }))
    const ancora = await findDialog('Salva come progressione')
    await user.type(within(ancora).getByLabelText('Nome della progressione'), 'forza +2,5')
    await user.click(within(ancora).getByRole('button', { name: 'Salva come progressione' }))
    expect(
      await within(ancora).findByText('Esiste già una progressione con questo nome'),
    ).toBeInTheDocument()
    expect(salvate()).toHaveLength(1)
  })

  it('says saved progressions are not available on a backend without them', async () => {
    server.use(
      http.get('*/api/progressione/', () =>
        HttpResponse.json({ message: 'Risorsa non trovata' }, { status: 404 }),
      ),
    )
    const { dialog } = await apriDialogo()
    expect(
      await within(dialog).findByText(
        'Le progressioni salvate non sono disponibili su questo server: le regole valgono solo per questo blocco.',
      ),
    ).toBeInTheDocument()
    // The rules still apply to this block.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Anteprima' })).toBeEnabled(),
    )
  })

  describe("from the client's Schede tab", () => {
    const oggi = new Date().toISOString().slice(0, 10)
    const inCorso = () =>
      schedeDi().filter(
        (s) =>
          !s.isBozza &&
          (s.dataInizio ?? '') <= oggi &&
          (s.dataFine === null || (s.dataFine ?? '') >= oggi),
      )

    it('the running sheet has the action in its card', async () => {
      // "Dimagrimento marzo 2026" runs on, open-ended.
      getDb().scheda.find((s) => s.id === MARZO)!.dataFine = null
      const [corrente] = inCorso()
      expect(corrente?.nome).toBe(NOME)
      const { user } = await renderPage(`/clienti/${BERNASCONI}?tab=schede`, {
        pointerEventsCheck: false,
      })
      await user.click(await screen.findByRole('button', { name: 'Prossimo blocco' }))
      const dialog = await findDialog(`Prossimo blocco di «${corrente!.nome}»`)
      expect(await within(dialog).findByLabelText('Nome della nuova scheda')).toHaveValue(
        `${corrente!.nome} · Blocco 2`,
      )
    })

    it('with none running, the last one ended has it, named', async () => {
      // Every running sheet of the client ended yesterday: "Dimagrimento marzo 2026" and those
      // are history now; the latest of them is offered.
      const ieri = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
      for (const s of inCorso()) s.dataFine = ieri
      const ultima = schedeDi()
        .filter((s) => !s.isBozza && (s.dataInizio ?? '') <= oggi)
        .sort((a, b) => (b.dataInizio ?? '').localeCompare(a.dataInizio ?? ''))[0]!
      const { user } = await renderPage(`/clienti/${BERNASCONI}?tab=schede`, {
        pointerEventsCheck: false,
      })
      expect(await screen.findByText('Nessuna scheda in corso.')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: `Prossimo blocco di «${ultima.nome}»` }))
      await findDialog(`Prossimo blocco di «${ultima.nome}»`)
    })
  })
})
