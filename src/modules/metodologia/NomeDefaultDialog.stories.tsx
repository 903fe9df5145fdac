import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { NomeDefaultDialog } from './NomeDefaultDialog'

/** New and edit dialogs of the types and methods of methodology, open. */
const meta = {
  title: 'Metodologie/Dialogo tipo e metodo',
  component: NomeDefaultDialog,
  args: { open: true, onClose: fn(), lista: 'tipometodologia', row: null },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof NomeDefaultDialog>

export default meta
type Story = StoryObj<typeof meta>

export const NuovoTipoScuro: Story = { globals: { theme: 'dark' } }

export const NuovoTipoChiaro: Story = { globals: { theme: 'light' } }

/** The default method: its flag cannot be dropped here. */
const predefinito = { id: 1, nome: 'Serie fisse', isDefault: true }

export const ModificaMetodoPredefinitoScuro: Story = {
  globals: { theme: 'dark' },
  args: { lista: 'metodometodologia', row: predefinito },
}

export const ModificaMetodoPredefinitoChiaro: Story = {
  globals: { theme: 'light' },
  args: { lista: 'metodometodologia', row: predefinito },
}
