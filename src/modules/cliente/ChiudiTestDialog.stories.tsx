import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ChiudiTestDialog } from './ChiudiTestDialog'

const meta = {
  title: 'Clienti/Dialogo chiudi test',
  component: ChiudiTestDialog,
  args: {
    open: true,
    test: 'Test di Thomas',
    onClose: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ChiudiTestDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Scuro: Story = { globals: { theme: 'dark' } }

export const Chiaro: Story = { globals: { theme: 'light' } }
