import type { Meta, StoryObj } from '@storybook/react-vite'
import { MappaVolume } from './MappaVolume'

const d = (id: number, serie: number | null) => ({ esercizio: { id }, serie })

/**
 * A push-heavy sheet of the demo catalogue (panca piana 1, lat machine 63, squat and more), in two
 * sessions, with a detail without sets and an exercise the catalogue does not know.
 */
const meta = {
  title: 'Schede/Volume muscolare',
  component: MappaVolume,
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false } },
  args: {
    gruppi: [
      { dettagli: [d(1, 4), d(2, 3), d(22, 3), d(63, 3), d(104, null)] },
      { dettagli: [d(147, 4), d(148, 4), d(293, 3), d(999999, 3)] },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MappaVolume>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }
export const Chiaro: Story = { globals: { theme: 'light' } }
export const Vuota: Story = { args: { gruppi: [] }, globals: { theme: 'light' } }
