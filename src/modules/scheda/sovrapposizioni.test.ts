import {
  giornoPrima,
  periodiProgramma,
  sovrapposizioni,
  type SchedaPeriodo,
} from './sovrapposizioni'

const scheda = (
  id: number,
  dataInizio: string | null,
  dataFine: string | null,
  extra: Partial<SchedaPeriodo> = {},
): SchedaPeriodo => ({
  id,
  nome: `Scheda ${id}`,
  dataInizio,
  dataFine,
  isTemplate: false,
  isBozza: false,
  ...extra,
})

const ids = (rows: readonly SchedaPeriodo[]) => rows.map((r) => r.id)

describe('overlapping sheets of a client (never two "In corso")', () => {
  const schede = [
    scheda(1, '2026-01-01', '2026-02-28'), // over before the new one
    scheda(2, '2026-03-01', null), // running, open-ended
    scheda(3, '2026-02-15', '2026-03-20'), // running on the new start
    scheda(4, '2026-03-10', '2026-04-30'), // starts the same day
    scheda(5, '2026-05-01', null), // starts later
    scheda(6, '2026-02-01', null, { isBozza: true }), // a draft never runs
    scheda(7, null, null, { isTemplate: true }), // nor a template
    scheda(8, null, null), // no start: as if started long ago
  ]

  it('ends the sheets started before and still running on the first day', () => {
    expect(ids(sovrapposizioni(schede, '2026-03-10', null).daConcludere)).toEqual([2, 3, 8])
  })

  it('finds a sheet starting the same day, which stops the new one', () => {
    expect(ids(sovrapposizioni(schede, '2026-03-10', null).stessoInizio)).toEqual([4])
    expect(sovrapposizioni(schede, '2026-03-11', null).stessoInizio).toEqual([])
  })

  it('finds the next sheet within the new one, the first by date', () => {
    expect(sovrapposizioni(schede, '2026-03-09', null).successiva?.id).toBe(4)
    expect(sovrapposizioni(schede, '2026-03-11', null).successiva?.id).toBe(5)
    // A new sheet that ends before the next one starts overlaps none.
    expect(sovrapposizioni(schede, '2026-03-11', '2026-04-30').successiva).toBeNull()
    expect(sovrapposizioni(schede, '2026-03-11', '2026-05-01').successiva?.id).toBe(5)
  })

  it('leaves out the sheet being changed itself', () => {
    expect(ids(sovrapposizioni(schede, '2026-03-10', null, 4).stessoInizio)).toEqual([])
  })

  it('gives the day before a date, across months and years', () => {
    expect(giornoPrima('2026-03-01')).toBe('2026-02-28')
    expect(giornoPrima('2025-01-01')).toBe('2024-12-31')
  })
})

describe('the periods of a programme', () => {
  it('follow each other, each lasting its weeks', () => {
    expect(periodiProgramma('2026-03-02', [4, 2, 1])).toEqual([
      { dataInizio: '2026-03-02', dataFine: '2026-03-29' },
      { dataInizio: '2026-03-30', dataFine: '2026-04-12' },
      { dataInizio: '2026-04-13', dataFine: '2026-04-19' },
    ])
  })
  it('cross the end of a year and of February', () => {
    expect(periodiProgramma('2027-12-27', [1, 9])).toEqual([
      { dataInizio: '2027-12-27', dataFine: '2028-01-02' },
      { dataInizio: '2028-01-03', dataFine: '2028-03-05' },
    ])
  })
})
