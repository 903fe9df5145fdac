import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { GdprCancellaDialog } from './GdprCancellaDialog'

const meta = {
  title: 'Clienti/Dialogo cancella dati',
  component: GdprCancellaDialog,
  args: {
    open: true,
    clienteId: 1,
    nomeCliente: 'Bernasconi Valentina',
    onClose: fn(),
    onAnonimizzato: fn(),
  },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof GdprCancellaDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** "Cancella i dati" with no name typed: the typed confirmation's message, nothing sent. */
export const NomeMancante: Story = {
  globals: { theme: 'light' },
  play: async () => {
    const body = within(document.body)
    await clic(await body.findByRole('button', { name: 'Cancella i dati' }))
    await body.findByText('Il nome scritto non corrisponde a quello del cliente')
  },
}
