import type { Meta, StoryObj } from '@storybook/react-vite'
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
  globals: { theme: 'light' },
  parameters: { route: '/clienti/999999' },
}
