import type { Meta, StoryObj } from '@storybook/react-vite'
import PreferenzePage from './PreferenzePage'

const meta = {
  title: 'Shell/Preferenze',
  component: PreferenzePage,
  parameters: { session: { user: 'admin', showWelcomeMessage: false } },
} satisfies Meta<typeof PreferenzePage>

export default meta
type Story = StoryObj<typeof meta>

export const Predefinite: Story = {}

/** The same in the light theme (the default one is dark). */
export const PredefiniteChiaro: Story = { ...Predefinite, globals: { theme: 'light' } }
