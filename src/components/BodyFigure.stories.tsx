import type { Meta, StoryObj } from '@storybook/react-vite'
import { BodyFigure } from './BodyFigure'

const meta = {
  title: 'Esercizi/Figura (pippottino)',
  component: BodyFigure,
  args: { muscoli: ['Grande pettorale', 'Deltoide anteriore', 'Tricipite brachiale'] },
} satisfies Meta<typeof BodyFigure>

export default meta
type Story = StoryObj<typeof meta>

export const FrontaleScuro: Story = { globals: { theme: 'dark' } }

export const FrontaleChiaro: Story = { globals: { theme: 'light' } }

export const Laterale: Story = { args: { vistaIniziale: 'laterale' }, globals: { theme: 'light' } }

export const Posteriore: Story = {
  args: {
    vistaIniziale: 'posteriore',
    muscoli: ['Gran dorsale', 'Grande gluteo', 'Bicipite femorale'],
  },
  globals: { theme: 'dark' },
}

export const SenzaMuscoli: Story = { args: { muscoli: [] }, globals: { theme: 'light' } }

/** Heat-map mode (the muscle-volume map): chest and shoulders most, back and legs less. */
const intensita = new Map([
  ['pettorali', 1],
  ['deltoideAnteriore', 0.8],
  ['tricipiti', 0.6],
  ['dorsali', 0.35],
  ['quadricipiti', 0.5],
  ['glutei', 0.3],
  ['addome', 0.15],
] as const)
export const MappaCaloreScuro: Story = {
  args: { muscoli: [], intensita },
  globals: { theme: 'dark' },
}
export const MappaCaloreChiaro: Story = {
  args: { muscoli: [], intensita },
  globals: { theme: 'light' },
}
export const MappaCalorePosteriore: Story = {
  args: { muscoli: [], intensita, vistaIniziale: 'posteriore' },
  globals: { theme: 'light' },
}
