import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { getDb } from '@mocks/db/store'
import { ISO_DATE } from '@/config/constants'
import { loadedDetail, renderPage } from '@/test/harness'

/** Franco Tomaselli (id 11): the demo of loads from maximums (mocks/db/scenari/carichi.ts). */
const TOMASELLI = 11
const giorni = (n: number) => dayjs().add(n, 'day').format(ISO_DATE)

/**
 * His sheet "Forza con i massimali" made to run today (its loads in % of Squat, Panca and Stacco;
 * Rematore has no maximum), and an ended sheet of his using Lento avanti in %.
 */
function inCorsoOggi() {
  const db = getDb()
  const schede = db.scheda.filter((s) => s.cliente?.id === TOMASELLI)
  const demo = schede.find((s) => s.nome === 'Forza con i massimali')!
  demo.dataInizio = giorni(-4)
  demo.dataFine = giorni(79)
  const conclusa = schede.find((s) => s !== demo)!
  const gruppo = db.schedagruppo.find((g) => g.schedaId === conclusa.id)!
  const lento = db.massimale.find(
    (m) => m.clienteId === TOMASELLI && m.esercizio.nomenclatura === 'Lento avanti con bilanciere',
  )!
  const d = db.schedadettaglio.find((x) => x.gruppoId === gruppo.id)!
  Object.assign(d, { esercizio: lento.esercizio, carico: 70, caricoUnita: 'percentuale' })
}

async function openMassimali() {
  const { user } = await renderPage(`/clienti/${TOMASELLI}`)
  await loadedDetail('Tomaselli Franco')
  // (text and label queries: role queries are slow on this page under jsdom)
  await user.click(screen.getByText('Massimali'))
  await screen.findByText('Squat con bilanciere')
  const table = screen.getByText('Squat con bilanciere').closest('table') as HTMLElement
  await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(4))
  return { user, table }
}

describe('maximums used by the current sheets', () => {
  it('marks them in the table and lists them under the chart, with its legend', async () => {
    inCorsoOggi()
    const { user, table } = await openMassimali()
    const usato = (nome: string) =>
      within(within(table).getByText(nome).closest('tr')!).queryByText(
        'usato nelle schede in corso',
      )
    await waitFor(() => expect(usato('Squat con bilanciere')).toBeInTheDocument())
    expect(usato('Panca piana con bilanciere')).toBeInTheDocument()
    expect(usato('Stacco da terra')).toBeInTheDocument()
    // used only by an ended sheet
    expect(usato('Lento avanti con bilanciere')).not.toBeInTheDocument()

    // the chart shows the first exercise (Lento avanti): nothing of it is marked
    expect(await screen.findByText('Nessuna scheda in corso usa questi massimali.')).toBeVisible()
    // every exercise: the three marked maximums, as a list
    await user.click(screen.getByRole('combobox', { name: 'Esercizio da visualizzare' }))
    await user.click(await screen.findByTitle('Tutti gli esercizi'))
    const elenco = await screen.findByRole('list', {
      name: 'Massimali usati nelle schede in corso',
    })
    expect(
      within(elenco)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Panca piana con bilanciere: 97,5 kg del 29/10/2026',
      'Squat con bilanciere: 115 kg del 23/08/2026',
      'Stacco da terra: 140 kg del 22/10/2026',
    ])
    expect(screen.getAllByText('usato nelle schede in corso').length).toBeGreaterThanOrEqual(4)
  })

  it('marks nothing once the sheet has ended', async () => {
    const db = getDb()
    const demo = db.scheda.find((s) => s.nome === 'Forza con i massimali')!
    demo.dataInizio = giorni(-100)
    demo.dataFine = giorni(-1)
    const { table } = await openMassimali()
    expect(await screen.findByText('Nessuna scheda in corso usa questi massimali.')).toBeVisible()
    expect(within(table).queryByText('usato nelle schede in corso')).not.toBeInTheDocument()
  })
})
