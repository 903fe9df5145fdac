import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { getDb } from '@mocks/db/store'
import { creaSchedaLunga } from '@mocks/fixtures/scheda-lunga'
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
 * Loads from the client's maximums: Franco Tomaselli's running sheet "Forza con i massimali"
 * (loads in %: the kg next to them, a maximum to test again, an exercise with no maximum), opened
 * from his Schede tab.
 */
const carichi: Story = {
  parameters: { route: '/clienti/11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Schede' }, { timeout: 10000 }))
    await userEvent.click(
      await canvas.findByRole('link', { name: /Forza con i massimali/ }, { timeout: 10000 }),
    )
    await canvas.findByText(/^≈ /, {}, { timeout: 10000 })
  },
}
export const CarichiScuro: Story = { ...carichi, globals: { theme: 'dark' } }
export const CarichiChiaro: Story = { ...carichi, globals: { theme: 'light' } }
