import type { Meta, StoryObj } from '@storybook/react-vite'
import { getDb } from '@mocks/db/store'
import MetodologiaDetailPage from './MetodologiaDetailPage'
import { nonTrovato } from '@/test/story-play'

/** A FitLab methodology by codice (demo data, fixed seed). */
function metodologia(codice: string): number {
  const row = getDb().metodologia.find((r) => r.tenantId === 'fitlab' && r.codice === codice)
  return row?.id ?? 1
}

/** The page needs its route parameter: the stories render the whole app at the page's URL. */
const meta = {
  title: 'Metodologie/Dettaglio',
  component: MetodologiaDetailPage,
  parameters: {
    app: true,
    session: { user: 'admin', showWelcomeMessage: false },
    route: `/metodologie/${metodologia('PIR-01')}`,
  },
} satisfies Meta<typeof MetodologiaDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

export const NuovaScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/metodologie/nuovo' },
}

export const NuovaChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/metodologie/nuovo' },
}

export const NonTrovata: Story = {
  play: nonTrovato,
  globals: { theme: 'dark' },
  parameters: { route: '/metodologie/999999' },
}

/** A draft's URL opened by an instructor: the 403 text. */
export const BozzaIstruttoreScuro: Story = {
  globals: { theme: 'dark' },
  parameters: {
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: `/metodologie/${metodologia('GVT-01')}`,
  },
}

export const BozzaIstruttoreChiaro: Story = {
  globals: { theme: 'light' },
  parameters: {
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: `/metodologie/${metodologia('GVT-01')}`,
  },
}
