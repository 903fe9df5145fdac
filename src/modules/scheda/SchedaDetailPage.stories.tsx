import type { Meta, StoryObj } from '@storybook/react-vite'
import { apriPannelloVolume } from './analisi/pannello-volume-story'
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

/** The builder with its "Volume muscolare" panel open (the map of what the builder shows). */
export const VolumeScuro: Story = { ...apriPannelloVolume, globals: { theme: 'dark' } }
export const VolumeChiaro: Story = { ...apriPannelloVolume, globals: { theme: 'light' } }
