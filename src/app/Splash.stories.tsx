import type { Meta, StoryObj } from '@storybook/react-vite'
import { Splash } from './Splash'

/**
 * What shows while the app starts: the same markup and style (src/app/splash.css) as the splash
 * of index.html, which paints before any script. Dark in both themes, like the page behind it.
 */
const meta = {
  title: 'Shell/Avvio',
  component: Splash,
} satisfies Meta<typeof Splash>

export default meta
type Story = StoryObj<typeof meta>

export const Caricamento: Story = {}
