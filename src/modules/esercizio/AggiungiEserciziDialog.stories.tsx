import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { getDb } from '@mocks/db/store'
import { AggiungiEserciziDialog } from './AggiungiEserciziDialog'

const kettlebell = getDb().cartella.find((r) => r.tenantId === 'fitlab' && r.nome === 'Kettlebell')

/** "Aggiungi esercizi" of a folder, open: the exercises already in it cannot be picked. */
const meta = {
  title: 'Librerie/Dialogo aggiungi esercizi',
  component: AggiungiEserciziDialog,
  args: {
    open: true,
    onClose: fn(),
    cartella: { id: kettlebell?.id ?? 1, nome: kettlebell?.nome ?? 'Kettlebell' },
  },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof AggiungiEserciziDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }
