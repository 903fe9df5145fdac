import { afterPaint } from './after-paint'

describe('afterPaint', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs after the next animation frame, in a task of its own', () => {
    const order: string[] = []
    afterPaint(() => order.push('after paint'))
    requestAnimationFrame(() => order.push('frame'))
    expect(order).toEqual([])
    jest.advanceTimersToNextFrame()
    expect(order).toEqual(['frame'])
    jest.runOnlyPendingTimers()
    expect(order).toEqual(['frame', 'after paint'])
  })

  it('does not run once cancelled, before or after the frame', () => {
    const fn = jest.fn()
    afterPaint(fn)()
    jest.advanceTimersToNextFrame()
    const cancel = afterPaint(fn)
    jest.advanceTimersToNextFrame()
    cancel()
    jest.runAllTimers()
    expect(fn).not.toHaveBeenCalled()
  })
})
