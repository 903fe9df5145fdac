import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { GdprEsportaDialog } from './GdprEsportaDialog'

const meta = {
  title: 'Clienti/Dialogo esporta dati',
  component: GdprEsportaDialog,
  args: { open: true, clienteId: 1, onClose: fn() },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof GdprEsportaDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }
