import type { Meta, StoryObj } from '@storybook/react-vite'
import SchedaDetailPage from './SchedaDetailPage'

/** Scheda 2 "Split 3 giorni ipertrofia" (groups A, B, C, Stretching) in the whole app. */
const meta = {
  title: 'Librerie/Scheda',
  component: SchedaDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie/schede/2',
  },
} satisfies Meta<typeof SchedaDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }
export const Chiaro: Story = { globals: { theme: 'light' } }
export const NonTrovata: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie/schede/999999' },
}
