import {
  conteggio,
  formatDecimal,
  formatDurata,
  formatInteger,
  parseDecimal,
  parseDurata,
  plurale,
} from './format-number'

describe('Italian decimals', () => {
  it.each([
    ['22,5', 22.5],
    ['22.5', 22.5],
    [' 20 ', 20],
    ['0,25', 0.25],
    ['100', 100],
  ])('reads %p as %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value)
  })

  it('reads an empty text as null and refuses what is not a number', () => {
    expect(parseDecimal('')).toBeNull()
    expect(parseDecimal('   ')).toBeNull()
    for (const bad of ['22,5,1', '1.000,5', 'abc', '-3', '2,255', '22,', ',5', '12kg']) {
      expect(parseDecimal(bad)).toBeUndefined()
    }
  })

  it('shows decimals with a comma and no grouping', () => {
    expect(formatDecimal(22.5)).toBe('22,5')
    expect(formatDecimal(20)).toBe('20')
    expect(formatDecimal(2.25)).toBe('2,25')
    expect(formatDecimal(1500)).toBe('1500')
    expect(formatDecimal(null)).toBe('')
  })

  it('round-trips what it shows', () => {
    for (const value of [0, 0.5, 12.5, 22.5, 100, 142.25]) {
      expect(parseDecimal(formatDecimal(value))).toBe(value)
    }
  })
})

describe('durations', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['90"', 90],
    ['1:30', 90],
    ['1,30', 90],
    ['1.30', 90],
    ['2,00', 120],
    ['1\'30"', 90],
    ["1'30", 90],
    ['1’30”', 90],
    ["2'", 120],
    ['1m30s', 90],
    ['2 min', 120],
    ['0:45', 45],
    ['0', 0],
  ])('reads %p as %p seconds', (text, seconds) => {
    expect(parseDurata(text)).toBe(seconds)
  })

  it('reads an empty text as null and refuses what is not a duration', () => {
    expect(parseDurata('')).toBeNull()
    for (const bad of ['1:75', "1'75", 'abc', '1:3', '-5', '1,5', '1,75', '1.3', '1:30:00']) {
      expect(parseDurata(bad)).toBeUndefined()
    }
  })

  it('shows minutes:seconds', () => {
    expect(formatDurata(90)).toBe('1:30')
    expect(formatDurata(45)).toBe('0:45')
    expect(formatDurata(180)).toBe('3:00')
    expect(formatDurata(0)).toBe('0:00')
    expect(formatDurata(null)).toBe('')
    expect(parseDurata(formatDurata(125))).toBe(125)
  })
})

describe('Italian counts', () => {
  it('groups thousands with a point from 1.000 on', () => {
    expect(formatInteger(1234)).toBe('1.234')
    expect(formatInteger(10000)).toBe('10.000')
    expect(formatInteger(1234567)).toBe('1.234.567')
    expect(formatInteger(999)).toBe('999')
    expect(formatInteger(0)).toBe('0')
  })

  it('makes the noun agree with the count', () => {
    expect(plurale(1, 'scheda', 'schede')).toBe('scheda')
    expect(plurale(0, 'scheda', 'schede')).toBe('schede')
    expect(plurale(2, 'scheda', 'schede')).toBe('schede')
    expect(conteggio(1, 'elemento', 'elementi')).toBe('1 elemento')
    expect(conteggio(0, 'elemento', 'elementi')).toBe('0 elementi')
    expect(conteggio(1234, 'cliente', 'clienti')).toBe('1.234 clienti')
  })
})
