import dayjs from 'dayjs'
import { etaDa } from './eta'

describe('etaDa', () => {
  it('counts whole years up to the given day', () => {
    expect(etaDa('1990-11-02', '2026-11-01')).toBe(35)
    expect(etaDa('1990-11-01', '2026-11-01')).toBe(36)
    expect(etaDa(dayjs('2000-03-01'), '2026-02-28')).toBe(25)
  })

  it('is null without a date, with an invalid one or for a future date', () => {
    expect(etaDa(null)).toBeNull()
    expect(etaDa(undefined)).toBeNull()
    expect(etaDa('non una data')).toBeNull()
    expect(etaDa('2030-01-01', '2026-11-01')).toBeNull()
  })
})
