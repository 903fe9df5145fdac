import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { HelpModal } from './HelpModal'

/** The help popup with a real PDF served by the fake backend (`help_get`). */
const meta = {
  title: 'Shell/Aiuto',
  component: HelpModal,
  args: { open: true, section: 'clienti', title: 'Cerca clienti', onClose: fn() },
} satisfies Meta<typeof HelpModal>

export default meta
type Story = StoryObj<typeof meta>

export const Clienti: Story = {}

export const Dashboard: Story = { args: { section: 'dashboard', title: 'Dashboard' } }

/** A section without a guide: the error state. */
export const SezioneInesistente: Story = { args: { section: 'inesistente', title: 'Errore' } }

/** The same in the light theme (the default one is dark). */
export const ClientiChiaro: Story = { ...Clienti, globals: { theme: 'light' } }
export const DashboardChiaro: Story = { ...Dashboard, globals: { theme: 'light' } }
