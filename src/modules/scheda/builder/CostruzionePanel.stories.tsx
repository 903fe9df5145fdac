import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { it } from '@/i18n/it'
import SchedaDetailPage from '../SchedaDetailPage'

const t = it.scheda.pannello

/**
 * The construction panel of Ilaria Albanese's sheet "Postura novembre 2025" (id 31) in the whole
 * app, driven by keyboard: "/" from the page to the search, "panca manubri" typed (every word, any
 * order), ArrowDown twice: the third result highlighted, the one Invio would add to Gruppo A.
 * Checked in both themes.
 */
const meta = {
  title: 'Librerie/Scheda/Pannello di costruzione',
  component: SchedaDetailPage,
  parameters: {
    app: true,
    session: { user: 'istruttore', showWelcomeMessage: false },
    route: '/librerie/schede/31',
  },
} satisfies Meta<typeof SchedaDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const RicercaDaTastiera: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const panel = await canvas.findByRole('complementary', { name: t.titolo }, { timeout: 10000 })
    const inPanel = within(panel)
    await inPanel.findAllByRole('button', { name: /^Aggiungi .* in Gruppo A$/ }, { timeout: 10000 })
    const search = inPanel.getByRole('textbox', { name: t.cerca })
    await userEvent.keyboard('/')
    await expect(search).toHaveFocus()
    await userEvent.keyboard('panca manubri')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const items = () => Array.from(panel.querySelectorAll('li.scheda-panel-item'))
    await waitFor(() => expect(items()[2]).toHaveAttribute('aria-current', 'true'))
    await expect(inPanel.getByText(t.risultati(items().length))).toBeInTheDocument()
    await expect(search).toHaveFocus()
  },
}
