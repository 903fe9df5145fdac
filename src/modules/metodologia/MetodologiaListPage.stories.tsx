import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import MetodologiaListPage from './MetodologiaListPage'

const meta = {
  title: 'Metodologie/Elenco',
  component: MetodologiaListPage,
  parameters: { session: { user: 'admin', showWelcomeMessage: false }, route: '/metodologie' },
} satisfies Meta<typeof MetodologiaListPage>

export default meta
type Story = StoryObj<typeof meta>

/** An admin sees the drafts too (tag "Bozza"). */
export const AmministratoreScuro: Story = { globals: { theme: 'dark' } }

export const AmministratoreChiaro: Story = { globals: { theme: 'light' } }

/** An instructor sees only the methodologies that are not drafts. */
export const IstruttoreScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
}

export const IstruttoreChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
}

/** The types of methodology, with the default one. */
export const TipiScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/metodologie?tab=tipi' },
}

export const TipiChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/metodologie?tab=tipi' },
}

/** The methods of methodology, with the default one. */
export const MetodiScuro: Story = {
  globals: { theme: 'dark' },
  parameters: { route: '/metodologie?tab=metodi' },
}

export const MetodiChiaro: Story = {
  globals: { theme: 'light' },
  parameters: { route: '/metodologie?tab=metodi' },
}

/** The delete confirmation, opened from the first row. */
export const ConfermaEliminazione: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [elimina] = await canvas.findAllByRole(
      'button',
      { name: /^Elimina / },
      { timeout: 10000 },
    )
    if (elimina) await clic(elimina)
  },
}
