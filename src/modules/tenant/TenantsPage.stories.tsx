import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import TenantsPage from './TenantsPage'

/** The administrator: every tenant, with the actions (never Disattiva on the own tenant). */
const meta = {
  title: 'Tenants/Elenco',
  component: TenantsPage,
  parameters: { session: { user: 'admin', showWelcomeMessage: false }, route: '/tenants' },
} satisfies Meta<typeof TenantsPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

const openFromRow = (label: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement)
    await clic(await canvas.findByLabelText(label, {}, { timeout: 10000 }))
  }

/** The "Disattiva tenant" confirmation, opened from the expired tenant's row. */
export const DisattivaScuro: Story = {
  globals: { theme: 'dark' },
  play: openFromRow('Disattiva Vita Attiva Roma'),
}

export const DisattivaChiaro: Story = {
  globals: { theme: 'light' },
  play: openFromRow('Disattiva Vita Attiva Roma'),
}

/** The "Attiva tenant" dialog, opened from the deactivated tenant's row. */
export const AttivaDaElenco: Story = {
  globals: { theme: 'light' },
  play: openFromRow('Attiva Corpo Libero Torino'),
}

/** An instructor opening the page: the 403 text of the route guard. */
export const IstruttoreNonAutorizzato: Story = {
  globals: { theme: 'dark' },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false }, app: true },
}
