import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { StampaSchedaDialog } from './StampaSchedaDialog'

const meta = {
  title: 'Istruttori/Dialogo Stampa scheda',
  component: StampaSchedaDialog,
  args: { open: true, istruttore: { id: 8, nome: 'Elena', cognome: 'Ballarin' }, onClose: fn() },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof StampaSchedaDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** An instructor nobody follows yet (a new one): nothing to print. */
export const NessunClienteChiaro: Story = {
  globals: { theme: 'light' },
  args: { istruttore: { id: 999999, nome: 'Nuovo', cognome: 'Istruttore' } },
}
