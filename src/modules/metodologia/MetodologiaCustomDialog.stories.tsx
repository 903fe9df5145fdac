import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { MetodologiaCustomDialog } from './MetodologiaCustomDialog'

/** The custom methodology dialog, open, with the default method and type proposed. */
const meta = {
  title: 'Metodologie/Dialogo metodologia personalizzata',
  component: MetodologiaCustomDialog,
  args: { open: true, onCreated: fn(), onClose: fn() },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof MetodologiaCustomDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** Opened from a picker with what was typed there. */
export const DaRicercaScuro: Story = {
  globals: { theme: 'dark' },
  args: { initialCodice: 'PIR-10', initialDescrizione: 'Piramide breve' },
}

export const DaRicercaChiaro: Story = {
  globals: { theme: 'light' },
  args: { initialCodice: 'PIR-10', initialDescrizione: 'Piramide breve' },
}
