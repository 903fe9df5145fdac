import { clic, nonTrovato } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { apriPannelloVolume } from './analisi/pannello-volume-story'
import { getDb } from '@mocks/db/store'
import { creaSchedaLunga } from '@mocks/fixtures/scheda-lunga'
import { within } from 'storybook/test'
import { it } from '@/i18n/it'
import SchedaDetailPage from './SchedaDetailPage'

/** Scheda 2 "Split 3 giorni ipertrofia" (groups A, B, C, Stretching) in the whole app. */
const meta = {
  title: 'Librerie/Scheda',
  component: SchedaDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie/schede/2',
  },
} satisfies Meta<typeof SchedaDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }
export const Chiaro: Story = { globals: { theme: 'light' } }
export const NonTrovata: Story = {
  play: nonTrovato,
  globals: { theme: 'dark' },
  parameters: { route: '/librerie/schede/999999' },
}

/** The sheet "Scheda completa di esempio": 3 groups of 16 exercises, methodologies, a superserie. */
const LUNGA = 90001
const lunga = {
  parameters: { route: `/librerie/schede/${LUNGA}` },
  loaders: [
    () => {
      creaSchedaLunga(getDb(), { id: LUNGA, gruppi: 3, esercizi: 16 })
      return {}
    },
  ],
}
export const LungaScuro: Story = { ...lunga, globals: { theme: 'dark' } }
export const LungaChiaro: Story = { ...lunga, globals: { theme: 'light' } }

/** A new sheet for a client: blank with group A ready, or from a template. */
export const NuovaScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie/schede/nuova?cliente=1' },
}
export const NuovaChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/librerie/schede/nuova?cliente=1' },
}
export const NuovoModello: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie/schede/nuova?tipo=modello' },
}

/**
 * The pathology demo (mocks/db/scenari/patologie.ts): Ilaria Albanese's sheet "Postura novembre
 * 2025" (id 31), her knee pathology, the squat contraindicated by its own list and the calf raise
 * that loads the knee. "Mantenuto": the calf raise kept despite its warning (Avviso ignorato).
 */
const PATOLOGIE = 31
const CALF = 'Calf raise in piedi unilaterale'
const conCalfMantenuto = (mantenuto: boolean) => () => {
  const db = getDb()
  const scheda = db.scheda.find((s) => s.id === PATOLOGIE)
  if (scheda?.cliente?.cognome !== 'Albanese') throw new Error('The pathology demo sheet moved')
  const gruppi = new Set(db.schedagruppo.filter((g) => g.schedaId === PATOLOGIE).map((g) => g.id))
  const ginocchio = db.articolazione.find((a) => a.nome === 'Ginocchio')!
  for (const d of db.schedadettaglio) {
    if (!gruppi.has(d.gruppoId) || d.esercizio.nomenclatura !== CALF) continue
    d.patologieIgnorateArticolazioni = mantenuto ? [{ id: ginocchio.id, nome: ginocchio.nome }] : []
  }
  return {}
}
const patologie = {
  parameters: { route: `/librerie/schede/${PATOLOGIE}` },
  loaders: [conCalfMantenuto(false)],
}
const mantenuto = {
  parameters: { route: `/librerie/schede/${PATOLOGIE}` },
  loaders: [conCalfMantenuto(true)],
}
export const PatologieScuro: Story = { ...patologie, globals: { theme: 'dark' } }
export const PatologieChiaro: Story = { ...patologie, globals: { theme: 'light' } }
export const PatologieMantenutoScuro: Story = { ...mantenuto, globals: { theme: 'dark' } }
export const PatologieMantenutoChiaro: Story = { ...mantenuto, globals: { theme: 'light' } }

/** "Aggiungi gruppo con nome…" from the groups' bar: the dialog naming the new group. */
export const AggiungiGruppo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await clic(
      await canvas.findByRole('button', { name: it.scheda.altriGruppi }, { timeout: 10000 }),
    )
    await clic(await body.findByRole('menuitem', { name: it.scheda.aggiungiGruppoConNome }))
    await body.findByRole('dialog', { name: it.crud.nuovo('gruppo') })
  },
}

/** The builder with its "Volume muscolare" panel open (the map of what the builder shows). */
export const VolumeScuro: Story = { ...apriPannelloVolume, globals: { theme: 'dark' } }
export const VolumeChiaro: Story = { ...apriPannelloVolume, globals: { theme: 'light' } }

/**
 * Loads from the client's maximums: Franco Tomaselli's running sheet "Forza con i massimali"
 * (loads in %: the kg next to them, a maximum to test again, an exercise with no maximum), opened
 * from his Schede tab.
 */
const carichi: Story = {
  parameters: { route: '/clienti/11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(await canvas.findByRole('tab', { name: 'Schede' }, { timeout: 10000 }))
    await clic(
      await canvas.findByRole('link', { name: /Forza con i massimali/ }, { timeout: 10000 }),
    )
    await canvas.findAllByText(/^≈ /, {}, { timeout: 10000 })
  },
}
export const CarichiScuro: Story = { ...carichi, globals: { theme: 'dark' } }
export const CarichiChiaro: Story = { ...carichi, globals: { theme: 'light' } }

/** Shows group C of the sheet (five rows, no base methodology). */
async function gruppoC(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await clic(await canvas.findByRole('tab', { name: /^Gruppo C/ }, { timeout: 10000 }))
  await canvas.findByRole('checkbox', { name: /^Seleziona 3\. / }, { timeout: 10000 })
  return canvas
}

const s = it.scheda.selezione

/**
 * The clicks on the rows' checkboxes focus the selection bar's buttons, and a focus scrolls the
 * page to them by as much as the browser's layout asks (0 to 240 px, by Chromium version, window
 * and timing): the picture is taken from the top of the page, as the other stories' are.
 */
function inCima(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.scrollingElement?.scrollTo(0, 0)
}

/** Two rows of group C selected: the bar of what can be done with them. */
export const Selezione: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await gruppoC(canvasElement)
    await clic(canvas.getByRole('checkbox', { name: /^Seleziona 3\. / }))
    await clic(canvas.getByRole('checkbox', { name: /^Seleziona 4\. / }))
    await canvas.findByRole('toolbar', { name: s.barra })
    inCima(canvasElement)
  },
}

/** The two rows made a superserie in one action: block A (A1, A2), and the toast of the change. */
export const Superserie: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await gruppoC(canvasElement)
    await clic(canvas.getByRole('checkbox', { name: /^Seleziona 3\. / }))
    await clic(canvas.getByRole('checkbox', { name: /^Seleziona 4\. / }))
    const bar = await canvas.findByRole('toolbar', { name: s.barra })
    await clic(within(bar).getByRole('button', { name: it.scheda.selezione.tipoBlocco.superserie }))
    await canvas.findByText(/^SS-01 Superserie agonisti-antagonisti: 2 esercizi/)
    await within(canvasElement.ownerDocument.body).findByText(/^Superserie di 2 esercizi con SS-01/)
    inCima(canvasElement)
  },
}

/** A row deleted at once: the toast that can take it back ("Annulla", or Ctrl+Z). */
export const AnnullaEliminazione: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await gruppoC(canvasElement)
    await clic(canvas.getByRole('button', { name: /^Elimina Superman/ }))
    await within(canvasElement.ownerDocument.body).findByRole('button', {
      name: it.comune.annulla,
    })
  },
}

/** "?" (the key or the button): every keyboard shortcut of the builder. */
export const Scorciatoie: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(
      await canvas.findByRole(
        'button',
        { name: `${it.scheda.scorciatoie.titolo} (?)` },
        { timeout: 10000 },
      ),
    )
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: it.scheda.scorciatoie.titolo,
    })
  },
}
