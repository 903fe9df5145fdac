import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import ResetUserPasswordPage from './ResetUserPasswordPage'

const meta = {
  title: 'Utenti/Reset User Password',
  component: ResetUserPasswordPage,
  parameters: {
    session: { user: 'admin', showWelcomeMessage: false },
    route: '/reset-user-password',
  },
} satisfies Meta<typeof ResetUserPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** The reset dialog, opened from the instructor's row. */
export const DialogoDaElenco: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/reset-user-password?search=istruttore%40fitlab.it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(
      await canvas.findByLabelText('Reimposta password di Marco Rossi', {}, { timeout: 10000 }),
    )
  },
}

/** An instructor opening the page: the 403 text of the route guard. */
export const IstruttoreNonAutorizzato: Story = {
  globals: { theme: 'light' },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false }, app: true },
}
