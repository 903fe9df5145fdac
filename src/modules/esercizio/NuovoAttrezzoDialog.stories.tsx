import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { NuovoAttrezzoDialog } from './NuovoAttrezzoDialog'

const meta = {
  title: 'Esercizi/Dialogo nuovo attrezzo',
  component: NuovoAttrezzoDialog,
  args: { open: true, onCreated: fn(), onClose: fn() },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
} satisfies Meta<typeof NuovoAttrezzoDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }
