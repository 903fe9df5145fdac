import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { GdprDialog } from './GdprDialog'

const meta = {
  title: 'Clienti/Dialogo GDPR',
  component: GdprDialog,
  args: { open: true, clienteId: 9, nomeCliente: 'De Sanctis Mattia', onClose: fn() },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof GdprDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** "Registra accettazione" without the checkbox: the required-consent message. */
export const ConsensoMancante: Story = {
  globals: { theme: 'light' },
  play: async () => {
    const body = within(document.body)
    await clic(await body.findByRole('button', { name: 'Registra accettazione' }))
  },
}
