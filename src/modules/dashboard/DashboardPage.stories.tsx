import type { Meta, StoryObj } from '@storybook/react-vite'
import DashboardPage from './DashboardPage'

const meta = {
  title: 'Dashboard',
  component: DashboardPage,
} satisfies Meta<typeof DashboardPage>

export default meta
type Story = StoryObj<typeof meta>

export const Istruttore: Story = {
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
}

export const Amministratore: Story = {
  parameters: { session: { user: 'admin', showWelcomeMessage: false } },
}

/** The same in the light theme (the default one is dark). */
export const IstruttoreChiaro: Story = { ...Istruttore, globals: { theme: 'light' } }
export const AmministratoreChiaro: Story = { ...Amministratore, globals: { theme: 'light' } }
