import type { Meta, StoryObj } from '@storybook/react-vite'
import IstruttoreDetailPage from './IstruttoreDetailPage'
import { nonTrovato } from '@/test/story-play'

/** Marco Rossi (id 1), the demo instructor; Elena Ballarin (id 8) has two masters. */
const meta = {
  title: 'Istruttori/Dettaglio',
  component: IstruttoreDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/istruttori/8',
  },
} satisfies Meta<typeof IstruttoreDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }

export const NuovoScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/istruttori/nuovo' },
}

export const NuovoChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/istruttori/nuovo' },
}

export const NonTrovato: Story = {
  play: nonTrovato,
  globals: { theme: 'light' },
  parameters: { route: '/istruttori/999999' },
}
