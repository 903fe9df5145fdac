import { clic, nonTrovato } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { waitFor, within } from 'storybook/test'
import ClienteDetailPage from './ClienteDetailPage'

/** Valentina Bernasconi (id 1): GDPR accepted. Mattia De Sanctis (id 9): not accepted. */
const meta = {
  title: 'Clienti/Dettaglio',
  component: ClienteDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/clienti/1',
  },
} satisfies Meta<typeof ClienteDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** A client who has not accepted the GDPR terms: the warning and the button to record it. */
export const GdprNonAccettatoScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/clienti/9' },
}

export const GdprNonAccettatoChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/clienti/9' },
}

export const NuovoScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/clienti/nuovo' },
}

export const NuovoChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/clienti/nuovo' },
}

export const NonTrovato: Story = {
  play: nonTrovato,
  globals: { theme: 'light' },
  parameters: { route: '/clienti/999999' },
}

/** A story of the client's page opened on one of its tabs (the first client, GDPR accepted). */
const sulTab = (tab: string): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(await canvas.findByRole('tab', { name: tab }, { timeout: 10000 }))
  },
})

export const CaratteristicheScuro: Story = {
  ...sulTab('Caratteristiche e patologie'),
  globals: { theme: 'dark' },
}
export const CaratteristicheChiaro: Story = {
  ...sulTab('Caratteristiche e patologie'),
  globals: { theme: 'light' },
}
export const TestPosturaliScuro: Story = { ...sulTab('Test posturali'), globals: { theme: 'dark' } }
export const TestPosturaliChiaro: Story = {
  ...sulTab('Test posturali'),
  globals: { theme: 'light' },
}
export const SchedeScuro: Story = { ...sulTab('Schede'), globals: { theme: 'dark' } }
export const SchedeChiaro: Story = { ...sulTab('Schede'), globals: { theme: 'light' } }
export const MassimaliScuro: Story = { ...sulTab('Massimali'), globals: { theme: 'dark' } }
export const MassimaliChiaro: Story = { ...sulTab('Massimali'), globals: { theme: 'light' } }

/**
 * Franco Tomaselli (id 11), every exercise in the chart: the maximums his running sheet uses are
 * marked (table tag, chart dot, legend and list).
 */
const massimaliUsati: Story = {
  parameters: { route: '/clienti/11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(await canvas.findByRole('tab', { name: 'Massimali' }, { timeout: 10000 }))
    const esercizio = await canvas.findByRole(
      'combobox',
      { name: 'Esercizio da visualizzare' },
      { timeout: 10000 },
    )
    // The tab's panel takes no pointer while it slides in: click once it does.
    await waitFor(() => clic(esercizio), { timeout: 5000 })
    await clic(await within(document.body).findByTitle('Tutti gli esercizi'))
  },
}
export const MassimaliUsatiScuro: Story = { ...massimaliUsati, globals: { theme: 'dark' } }
export const MassimaliUsatiChiaro: Story = { ...massimaliUsati, globals: { theme: 'light' } }
