import { PANEL_SIZE_MAX, PANEL_SIZE_MIN } from '@/config/constants'
import { canGrow, canShrink, nextPanelSize, PANEL_SIZE_DEFAULT } from './panel-size'

describe('construction panel size', () => {
  it('starts at 340 and steps 340 -> 170 -> 340 within the bounds', () => {
    expect(PANEL_SIZE_DEFAULT).toBe(340)
    const ridotto = nextPanelSize(PANEL_SIZE_DEFAULT, -1)
    expect(ridotto).toBe(170)
    expect(nextPanelSize(ridotto, -1)).toBe(170)
    expect(nextPanelSize(ridotto, 1)).toBe(340)
    expect(nextPanelSize(340, 1)).toBe(340)
  })

  it('tells when a step is possible', () => {
    expect(canShrink(PANEL_SIZE_MAX)).toBe(true)
    expect(canShrink(PANEL_SIZE_MIN)).toBe(false)
    expect(canGrow(PANEL_SIZE_MIN)).toBe(true)
    expect(canGrow(PANEL_SIZE_MAX)).toBe(false)
  })
})
