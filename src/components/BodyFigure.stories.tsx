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
