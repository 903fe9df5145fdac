import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import LoginPage from './LoginPage'

/**
 * "Password dimenticata?" from the login page. With the demo data the dialog, once sent, shows the
 * demo mailbox: the link the email would carry.
 */
const meta = {
  title: 'Accesso/Password dimenticata',
  component: LoginPage,
  parameters: { route: '/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText('Email', {}, { timeout: 10000 }),
      'istruttore@fitlab.it',
    )
    await clic(canvas.getByRole('button', { name: 'Password dimenticata?' }))
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Recupero password' })
    await clic(within(dialog).getByRole('button', { name: 'Invia' }))
  },
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

export const CasellaDemoScuro: Story = { globals: { theme: 'dark' } }

export const CasellaDemoChiaro: Story = { globals: { theme: 'light' } }

/** The dialog just opened, with the email typed on the login page. */
export const Aperto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText('Email', {}, { timeout: 10000 }),
      'istruttore@fitlab.it',
    )
    await clic(canvas.getByRole('button', { name: 'Password dimenticata?' }))
    const body = within(canvasElement.ownerDocument.body)
    await body.findByRole('dialog', { name: 'Recupero password' })
  },
}
