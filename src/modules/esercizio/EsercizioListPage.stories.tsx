import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import EsercizioListPage from './EsercizioListPage'

const meta = {
  title: 'Esercizi/Elenco',
  component: EsercizioListPage,
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false }, route: '/esercizi' },
} satisfies Meta<typeof EsercizioListPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** The machines only, with the equipment filter in the URL. */
export const SoloMacchine: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/esercizi?soloMacchine=true' },
}

/** The rename dialog, opened from the first row. */
export const RinominaEsercizio: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [rinomina] = await canvas.findAllByRole(
      'button',
      { name: /^Rinomina / },
      { timeout: 10000 },
    )
    if (rinomina) await clic(rinomina)
  },
}

/** The delete confirmation, opened from the first row. */
export const ConfermaEliminazione: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [elimina] = await canvas.findAllByRole(
      'button',
      { name: /^Elimina / },
      { timeout: 10000 },
    )
    if (elimina) await clic(elimina)
  },
}
