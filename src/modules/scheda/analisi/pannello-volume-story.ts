import { clic } from '@/test/story-play'
import { within } from 'storybook/test'

/** A page story's play: opens the "Volume muscolare" panel (builder and protocol page stories). */
export const apriPannelloVolume = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    await clic(await canvas.findByRole('button', { name: 'Volume muscolare' }, { timeout: 10000 }))
  },
}
