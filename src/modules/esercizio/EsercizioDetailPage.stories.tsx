import type { Meta, StoryObj } from '@storybook/react-vite'
import { getDb } from '@mocks/db/store'
import EsercizioDetailPage from './EsercizioDetailPage'
import { nonTrovato } from '@/test/story-play'

/** A FitLab exercise with an attached picture (demo data, fixed seed). */
function esercizioConFile(): number {
  const row = getDb().esercizio.find((r) => r.tenantId === 'fitlab' && r.files.length > 0)
  return row?.id ?? 1
}

/** The page needs its route parameter: the stories render the whole app at the page's URL. */
const meta = {
  title: 'Esercizi/Dettaglio',
  component: EsercizioDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: `/esercizi/${esercizioConFile()}`,
  },
} satisfies Meta<typeof EsercizioDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

export const NuovoScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/esercizi/nuovo' },
}

export const NuovoChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/esercizi/nuovo' },
}

export const NonTrovato: Story = {
  play: nonTrovato,
  globals: { theme: 'light' },
  parameters: { route: '/esercizi/999999' },
}
