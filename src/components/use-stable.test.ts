import { renderHook } from '@testing-library/react'
import { useStable } from './use-stable'

const sameIds = (a: { id: number }[], b: { id: number }[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]?.id)

describe('useStable', () => {
  it('keeps the first object while the new ones are equal, takes a changed one', () => {
    const first = [{ id: 1 }, { id: 2 }]
    const { result, rerender } = renderHook(({ value }) => useStable(value, sameIds), {
      initialProps: { value: first },
    })
    expect(result.current).toBe(first)

    rerender({ value: [{ id: 1 }, { id: 2 }] })
    expect(result.current).toBe(first)

    const changed = [{ id: 2 }, { id: 1 }]
    rerender({ value: changed })
    expect(result.current).toBe(changed)

    rerender({ value: [{ id: 2 }, { id: 1 }] })
    expect(result.current).toBe(changed)
  })
})
