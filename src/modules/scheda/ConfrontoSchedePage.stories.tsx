import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import ConfrontoSchedePage from './ConfrontoSchedePage'

/**
 * Valentina Bernasconi (client 1): sheet 18 "Dimagrimento dicembre 2025" carried on into sheet 19
 * "Dimagrimento marzo 2026" (the demo's progression: replaced, added, removed, modified).
 */
const meta = {
  title: 'Clienti/Confronto schede',
  component: ConfrontoSchedePage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/clienti/1/schede/confronto?a=18&b=19',
  },
} satisfies Meta<typeof ConfrontoSchedePage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }
export const Chiaro: Story = { globals: { theme: 'light' } }

/** An address without the second sheet: the page asks for two. */
export const SenzaSeconda: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/clienti/1/schede/confronto?a=18' },
}

/** The client's Schede tab with two sheets chosen: "Confronta" ready, the third one disabled. */
const selezione: Story = {
  parameters: { route: '/clienti/1?tab=schede' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const nome of ['Dimagrimento marzo 2026', 'Dimagrimento dicembre 2025']) {
      const label = `Seleziona ${nome} per il confronto`
      const checkbox = await canvas.findByRole('checkbox', { name: label }, { timeout: 10000 })
      await clic(checkbox)
      // The pointer leaves the row: the review shows the selection, not a hovered row.
      await userEvent.unhover(checkbox)
    }
  },
}
export const SelezioneScuro: Story = { ...selezione, globals: { theme: 'dark' } }
export const SelezioneChiaro: Story = { ...selezione, globals: { theme: 'light' } }
