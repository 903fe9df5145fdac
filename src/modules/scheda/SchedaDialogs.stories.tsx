import type { Meta, StoryObj } from '@storybook/react-vite'
import { SchedaDialogs } from './SchedaDialogs'
import type { SchedaRow } from './types'

/** A client's sheet of the demo data (fixed seed). */
const scheda: SchedaRow = {
  id: 17,
  nome: 'Dimagrimento novembre 2025',
  dataInizio: '2025-11-03',
  dataFine: '2025-12-14',
  cliente: { id: 1, nome: 'Valentina', cognome: 'Bernasconi' },
  cartelle: [],
  isCliente: true,
  isTemplate: false,
  isBozza: false,
}

/** Each dialog of a sheet, open, against the fake backend. */
const meta = {
  title: 'Librerie/Scheda/Dialoghi',
  component: SchedaDialogs,
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
  args: { scheda, dialog: 'rinomina', onClose: () => {} },
} satisfies Meta<typeof SchedaDialogs>

export default meta
type Story = StoryObj<typeof meta>

export const RinominaScuro: Story = { globals: { theme: 'dark' } }
export const RinominaChiaro: Story = { globals: { theme: 'light' } }
export const DateScuro: Story = { args: { dialog: 'date' }, globals: { theme: 'dark' } }
export const DateChiaro: Story = { args: { dialog: 'date' }, globals: { theme: 'light' } }
export const DuplicaScuro: Story = { args: { dialog: 'duplica' }, globals: { theme: 'dark' } }
export const DuplicaChiaro: Story = { args: { dialog: 'duplica' }, globals: { theme: 'light' } }
export const ModelloScuro: Story = { args: { dialog: 'modello' }, globals: { theme: 'dark' } }
export const ModelloChiaro: Story = { args: { dialog: 'modello' }, globals: { theme: 'light' } }
export const CondividiScuro: Story = { args: { dialog: 'condividi' }, globals: { theme: 'dark' } }
export const CondividiChiaro: Story = { args: { dialog: 'condividi' }, globals: { theme: 'light' } }
export const NuovaCartellaScuro: Story = {
  args: { dialog: 'cartella' },
  globals: { theme: 'dark' },
}
export const NuovaCartellaChiaro: Story = {
  args: { dialog: 'cartella' },
  globals: { theme: 'light' },
}
