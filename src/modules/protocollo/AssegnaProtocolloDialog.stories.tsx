import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import { it } from '@/i18n/it'
import { AssegnaProtocolloDialog } from './AssegnaProtocolloDialog'

const tp = it.progressione

/**
 * "Assegna il protocollo come programma" against the fake backend: protocol 1 of the demo data
 * ("Percorso principianti 3 mesi", two sheets) given to Valentina Bernasconi, with the saved
 * progression "Fondamentali +2,5 kg" applied between the sheets.
 */
const meta = {
  title: 'Librerie/Protocollo/Assegna a un cliente',
  component: AssegnaProtocolloDialog,
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
  args: {
    open: true,
    protocolloId: 1,
    cliente: { id: 1, nome: 'Valentina', cognome: 'Bernasconi' },
    onClose: () => {},
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await clic(await body.findByLabelText(tp.programma, {}, { timeout: 10000 }))
    await clic(await body.findByTitle('Fondamentali +2,5 kg', {}, { timeout: 10000 }))
    await body.findByText(/progressione applicata 1 volta/, {}, { timeout: 10000 })
  },
} satisfies Meta<typeof AssegnaProtocolloDialog>

export default meta
type Story = StoryObj<typeof meta>

export const ConProgressioneScuro: Story = { globals: { theme: 'dark' } }
export const ConProgressioneChiaro: Story = { globals: { theme: 'light' } }
