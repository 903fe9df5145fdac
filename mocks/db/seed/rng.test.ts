import { createRng, type Rng } from './rng'

const draws = (rng: Rng) => [
  rng.int(1, 100),
  rng.chance(0.5),
  rng.pick(['a', 'b', 'c', 'd']),
  rng.some([1, 2, 3, 4, 5, 6], 2, 4),
  rng.lastName(),
]

describe('createRng', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const a = Array.from({ length: 20 }, () => draws(createRng(7, '2026-11-01')))
    expect(a.every((d) => JSON.stringify(d) === JSON.stringify(a[0]))).toBe(true)
    const one = createRng(7, '2026-11-01')
    const other = createRng(8, '2026-11-01')
    const seqA = Array.from({ length: 10 }, () => one.int(0, 1_000_000))
    const seqB = Array.from({ length: 10 }, () => other.int(0, 1_000_000))
    expect(seqA).not.toEqual(seqB)
  })

  it('does not use Math.random', () => {
    const expected = draws(createRng(3, '2026-11-01'))
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5)
    try {
      expect(draws(createRng(3, '2026-11-01'))).toEqual(expected)
    } finally {
      random.mockRestore()
    }
  })

  it('keeps every draw within its bounds', () => {
    const rng = createRng(11, '2026-11-01')
    for (let i = 0; i < 500; i++) {
      const n = rng.int(3, 6)
      expect(n).toBeGreaterThanOrEqual(3)
      expect(n).toBeLessThanOrEqual(6)
      expect(Number.isInteger(n)).toBe(true)
      const some = rng.some(['a', 'b', 'c'], 1, 2)
      expect(some.length).toBeGreaterThanOrEqual(1)
      expect(some.length).toBeLessThanOrEqual(2)
      expect(new Set(some).size).toBe(some.length)
    }
    // Asking for more items than there are gives them all, never fails.
    expect(rng.some(['a', 'b'], 3, 5).sort()).toEqual(['a', 'b'])
    expect(rng.chance(0)).toBe(false)
    expect(rng.chance(1)).toBe(true)
  })
})
