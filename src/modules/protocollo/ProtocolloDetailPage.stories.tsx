import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { apriPannelloVolume } from '@/modules/scheda/analisi/pannello-volume-story'
import ProtocolloDetailPage from './ProtocolloDetailPage'
import { nonTrovato } from '@/test/story-play'

/** Protocol 5 "Postura e mal di schiena" (five sheets) in the whole app. */
const meta = {
  title: 'Librerie/Protocollo',
  component: ProtocolloDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie/protocolli/5',
  },
} satisfies Meta<typeof ProtocolloDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }
export const Chiaro: Story = { globals: { theme: 'light' } }
export const NonTrovato: Story = {
  play: nonTrovato,
  globals: { theme: 'dark' },
  parameters: { route: '/librerie/protocolli/999999' },
}

/** The muscle-volume map of the protocol's five sheets together. */
export const VolumeScuro: Story = { ...apriPannelloVolume, globals: { theme: 'dark' } }
export const VolumeChiaro: Story = { ...apriPannelloVolume, globals: { theme: 'light' } }

/** The detail-page scaffold's failure states (DetailPage), here on a protocol. */
const rifiuto = (code: number, message: string): Story => ({
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/protocollo/:id', () =>
          HttpResponse.json({ code, message }, { status: code }),
        ),
      ],
    },
  },
})
const errore = rifiuto(409, 'Il protocollo è in uso da un altro utente')
export const ErroreScuro: Story = { ...errore, globals: { theme: 'dark' } }
export const ErroreChiaro: Story = { ...errore, globals: { theme: 'light' } }
const vietato = rifiuto(403, 'Accesso negato')
export const VietatoScuro: Story = { ...vietato, globals: { theme: 'dark' } }
export const VietatoChiaro: Story = { ...vietato, globals: { theme: 'light' } }
