import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { NuovaSchedaDialog } from './NuovaSchedaDialog'

/** Templates come from the fake backend's library (GET /api/scheda-template/). */
const meta = {
  title: 'Clienti/Dialogo nuova scheda da modello',
  component: NuovaSchedaDialog,
  args: {
    open: true,
    cliente: { id: 9, nome: 'Mattia', cognome: 'De Sanctis' },
    onClose: fn(),
    onCreated: fn(),
  },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof NuovaSchedaDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }
