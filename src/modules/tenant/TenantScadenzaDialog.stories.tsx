import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, within } from 'storybook/test'
import { TenantScadenzaDialog } from './TenantScadenzaDialog'

const meta = {
  title: 'Tenants/Dialogo scadenza',
  component: TenantScadenzaDialog,
  args: {
    open: true,
    mode: 'attiva',
    tenant: {
      tenantId: 'corpolibero',
      nome: 'Corpo Libero Torino',
      attivo: false,
      dataScadenza: '2027-03-31',
    },
    onClose: fn(),
  },
  parameters: { session: { user: 'admin', showWelcomeMessage: false } },
} satisfies Meta<typeof TenantScadenzaDialog>

export default meta
type Story = StoryObj<typeof meta>

/** "Attiva tenant": the new expiry date of a deactivated tenant. */
export const AttivaScuro: Story = { globals: { theme: 'dark' } }

export const AttivaChiaro: Story = { globals: { theme: 'light' } }

const fitlab = {
  tenantId: 'fitlab',
  nome: 'FitLab Milano',
  attivo: true,
  dataScadenza: '2030-12-31',
}

/** "Modifica scadenza": starts from the current expiry date. */
export const ModificaScuro: Story = {
  globals: { theme: 'dark' },
  args: { mode: 'modifica', tenant: fitlab },
}

export const ModificaChiaro: Story = {
  globals: { theme: 'light' },
  args: { mode: 'modifica', tenant: fitlab },
}

/** Saving without a date: the required-field message. */
export const DataMancante: Story = {
  globals: { theme: 'light' },
  play: async () => {
    const body = within(document.body)
    await clic(await body.findByText('Attiva', { selector: 'button *' }))
  },
}
