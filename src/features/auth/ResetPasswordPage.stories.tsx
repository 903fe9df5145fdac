import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import ResetPasswordPage from './ResetPasswordPage'

/** The page of the password-reset email's link (the whole app: bare layout, no login). */
const meta = {
  title: 'Accesso/Nuova password',
  component: ResetPasswordPage,
  parameters: { app: true, route: '/reset-password/link-di-prova' },
} satisfies Meta<typeof ResetPasswordPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

const submit = (password: string, conferma: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText('Nuova password', {}, { timeout: 10000 }),
      password,
    )
    await userEvent.type(canvas.getByLabelText('Conferma password'), conferma)
    await clic(canvas.getByRole('button', { name: 'Imposta la password' }))
  }

/** The two passwords differ: the error on the confirmation, nothing sent. */
export const PasswordDiverse: Story = {
  globals: { theme: 'dark' },
  play: submit('NuovaPassword1', 'NuovaPassword2'),
}

/** A link that is not (or no longer) good: said so, with the way to ask for a new one. */
export const LinkNonValido: Story = {
  globals: { theme: 'light' },
  play: submit('NuovaPassword1', 'NuovaPassword1'),
}
