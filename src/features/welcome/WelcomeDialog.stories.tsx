import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { WelcomeDialog } from './WelcomeDialog'

const meta = {
  title: 'Shell/Messaggio di benvenuto',
  component: WelcomeDialog,
  args: { infoOpen: false, onInfoClose: fn() },
} satisfies Meta<typeof WelcomeDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Opens by itself after login while the user's flag is on. */
export const Importante: Story = {
  parameters: { session: { user: 'istruttore', showWelcomeMessage: true } },
}

/** Opened from Info in the top bar. */
export const Informazioni: Story = {
  args: { infoOpen: true },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
}

/** The same in the light theme (the default one is dark). */
export const ImportanteChiaro: Story = { ...Importante, globals: { theme: 'light' } }
export const InformazioniChiaro: Story = { ...Informazioni, globals: { theme: 'light' } }
