import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, userEvent, within } from 'storybook/test'
import { getDb } from '@mocks/db/store'
import { ResetPasswordDialog, type Utente } from './ResetPasswordDialog'

/** The demo instructor, as the admin's user list returns it. */
function demoIstruttore(): Utente {
  const row = getDb().utente.find((u) => u.email === 'istruttore@fitlab.it')
  if (!row) throw new Error('demo instructor missing')
  const { password: _password, ...utente } = row
  return utente
}

const meta = {
  title: 'Utenti/Dialogo reimposta password',
  component: ResetPasswordDialog,
  args: { open: true, utente: demoIstruttore(), onClose: fn() },
  parameters: { session: { user: 'admin', showWelcomeMessage: false } },
} satisfies Meta<typeof ResetPasswordDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

/** Two different passwords: "Le password non coincidono", nothing is sent. */
export const PasswordDiverse: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const body = within(document.body)
    await userEvent.type(await body.findByLabelText('Nuova password'), 'NuovaPass2026')
    await userEvent.type(body.getByLabelText('Conferma password'), 'NuovaPass2027')
    await clic(body.getByText('Salva', { selector: 'button *' }))
  },
}
