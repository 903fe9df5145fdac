import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { it } from '@/i18n/it'
import LibreriaListPage from './LibreriaListPage'

/** Librerie: the whole app at /librerie (menu, guards), logged in as the demo instructor. */
const meta = {
  title: 'Librerie/Librerie',
  component: LibreriaListPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie',
  },
} satisfies Meta<typeof LibreriaListPage>

export default meta
type Story = StoryObj<typeof meta>

export const CartelleScuro: Story = { globals: { theme: 'dark' } }
export const CartelleChiaro: Story = { globals: { theme: 'light' } }
export const ProtocolliScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie?tab=protocolli' },
}
export const ProtocolliChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/librerie?tab=protocolli' },
}
export const ModelliScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/librerie?tab=modelli' },
}
export const ModelliChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/librerie?tab=modelli' },
}

/** Clicks the first row's action named "<azione> …" and waits for the dialog it opens. */
const primaAzione =
  (azione: 'Rinomina' | 'Elimina', dialogo: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [button] = await canvas.findAllByRole(
      'button',
      { name: new RegExp(`^${azione} `) },
      { timeout: 10000 },
    )
    await clic(button!)
    await userEvent.unhover(button!)
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: dialogo })
  }

/** Rename and delete of a folder and of a protocol: the dialog and the confirmation. */
export const RinominaCartella: Story = {
  play: primaAzione('Rinomina', new RegExp(`^${it.cartella.rinomina}$`)),
}
export const EliminaCartella: Story = { play: primaAzione('Elimina', /^Eliminare la cartella /) }
export const RinominaProtocollo: Story = {
  parameters: { route: '/librerie?tab=protocolli' },
  play: primaAzione('Rinomina', new RegExp(`^${it.protocollo.rinomina}$`)),
}
export const EliminaProtocollo: Story = {
  parameters: { route: '/librerie?tab=protocolli' },
  play: primaAzione('Elimina', /^Eliminare /),
}
