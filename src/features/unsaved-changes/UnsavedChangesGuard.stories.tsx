import { clic } from '@/test/story-play'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { within } from 'storybook/test'
import { it } from '@/i18n/it'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'

/**
 * The unsaved-changes question, in the whole app: a preference changed and not saved, then a menu
 * entry clicked. "Sì" leaves the page, "No" stays.
 */
const meta = {
  title: 'Shell/Modifiche non salvate',
  component: UnsavedChangesGuard,
  parameters: {
    app: 'shell',
    route: '/preferenze',
    session: { user: 'admin', showWelcomeMessage: false },
  },
} satisfies Meta<typeof UnsavedChangesGuard>

export default meta
type Story = StoryObj<typeof meta>

export const Conferma: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await clic(
      await canvas.findByRole('radio', { name: it.preferenze.sempreChiusa }, { timeout: 10000 }),
    )
    const menu = canvas.getByRole('navigation', { name: it.menu.navigazione })
    await clic(within(menu).getByRole('link', { name: it.menu.esercizi }))
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: it.conferma.abbandono,
    })
  },
}
