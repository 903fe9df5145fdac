import type { Meta, StoryObj } from '@storybook/react-vite'
import { getDb } from '@mocks/db/store'
import CartellaDetailPage from './CartellaDetailPage'
import { nonTrovato } from '@/test/story-play'

/** A FitLab folder by name (demo data, fixed seed). */
function cartella(nome: string): number {
  return getDb().cartella.find((r) => r.tenantId === 'fitlab' && r.nome === nome)?.id ?? 1
}

/** A folder's exercises: the whole app at the folder's URL, logged in as the demo instructor. */
const meta = {
  title: 'Librerie/Cartella',
  component: CartellaDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: `/librerie/cartelle/${cartella('Kettlebell')}`,
  },
} satisfies Meta<typeof CartellaDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

export const NonTrovataScuro: Story = {
  play: nonTrovato,
  globals: { theme: 'dark' },
  parameters: { route: '/librerie/cartelle/999999' },
}
