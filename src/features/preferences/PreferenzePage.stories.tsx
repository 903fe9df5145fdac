import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import { it } from '@/i18n/it'
import PreferenzePage from './PreferenzePage'

const meta = {
  title: 'Shell/Preferenze',
  component: PreferenzePage,
  parameters: { session: { user: 'admin', showWelcomeMessage: false } },
} satisfies Meta<typeof PreferenzePage>

export default meta
type Story = StoryObj<typeof meta>

export const Predefinite: Story = {}

/** The same in the light theme (the default one is dark). */
export const PredefiniteChiaro: Story = { ...Predefinite, globals: { theme: 'light' } }

/** "Ripristina i dati dimostrativi": the confirmation before the demo data come back. */
export const RipristinaDatiDimostrativi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(
      await canvas.findByRole('button', { name: it.preferenze.ripristina }, { timeout: 10000 }),
    )
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: it.preferenze.ripristinaConferma,
    })
  },
}
