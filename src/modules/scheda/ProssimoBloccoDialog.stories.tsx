import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { it } from '@/i18n/it'
import ProssimoBloccoDialog from './ProssimoBloccoDialog'
import type { SchedaRef } from './types'

const t = it.progressione

/** Valentina Bernasconi's latest sheet of the demo data (fixed seed). */
const scheda: SchedaRef = {
  id: 19,
  nome: 'Dimagrimento marzo 2026',
  dataInizio: '2026-03-31',
  dataFine: '2026-06-22',
  cliente: { id: 1, nome: 'Valentina', cognome: 'Bernasconi' },
  cartelle: [],
}

/** "Prossimo blocco" against the fake backend: the rules, then the preview. */
const meta = {
  title: 'Librerie/Scheda/Prossimo blocco',
  component: ProssimoBloccoDialog,
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
  args: { open: true, scheda, onClose: () => {} },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await body.findByLabelText(t.aumentoKg, {}, { timeout: 10000 })
  },
} satisfies Meta<typeof ProssimoBloccoDialog>

export default meta
type Story = StoryObj<typeof meta>

export const RegoleScuro: Story = { globals: { theme: 'dark' } }
export const RegoleChiaro: Story = { globals: { theme: 'light' } }

/** +2,5 kg on the exercises with a load, previewed: the comparison with its Modificato rows. */
const anteprima: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const carico = await body.findByLabelText(t.aumentoKg, {}, { timeout: 10000 })
    await userEvent.type(carico, '2,5')
    // Enabled once the catalogue and the client's maximums are in (the comparison needs them).
    const anteprima = body.getByRole('button', { name: t.anteprima })
    await waitFor(() => expect(anteprima).toBeEnabled(), { timeout: 10000 })
    await clic(anteprima)
    await body.findByRole('table', { name: 'Confronto del gruppo B' }, { timeout: 10000 })
  },
}
export const AnteprimaScuro: Story = { ...anteprima, globals: { theme: 'dark' } }
export const AnteprimaChiaro: Story = { ...anteprima, globals: { theme: 'light' } }
