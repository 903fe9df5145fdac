import {
  caricoDaMassimale,
  carichiScheda,
  daRitestare,
  eserciziUsatiInCorso,
  kgDaPercentuale,
  massimaliPerEsercizio,
  settimaneDa,
  type DettaglioCarico,
  type MassimaleUsato,
} from './carichi'
import { impostazioniCarichi, type ImpostazioniCarichi } from '@/config/carichi'

const OGGI = '2026-11-10'
const PREDEFINITE: ImpostazioniCarichi = { passo: 2.5, settimaneRitest: 8 }
const PANCA = 1
const SQUAT = 2
const REMATORE = 3
const massimali = new Map<number, MassimaleUsato>([
  [PANCA, { valore: 97.5, data: '2026-10-29' }],
  [SQUAT, { valore: 115, data: '2026-08-23' }],
])
const percento = (esercizio: number, carico: number | null): DettaglioCarico => ({
  esercizio: { id: esercizio },
  carico,
  caricoUnita: 'percentuale',
})

describe('kg from a percentage of a maximum', () => {
  it('rounds to the nearest multiple of the plate step', () => {
    expect(kgDaPercentuale(70, 97.5)).toBe(67.5) // 68,25
    expect(kgDaPercentuale(70, 97.5, 1.25)).toBe(68.75)
    expect(kgDaPercentuale(70, 97.5, 1)).toBe(68)
    expect(kgDaPercentuale(70, 97.5, 5)).toBe(70)
    expect(kgDaPercentuale(72.5, 100)).toBe(72.5)
  })

  it('rounds ties half up, for every step', () => {
    expect(kgDaPercentuale(75, 95)).toBe(72.5) // 71,25: halfway between 70 and 72,5
    expect(kgDaPercentuale(50, 2.5, 2.5)).toBe(2.5) // 1,25
    expect(kgDaPercentuale(50, 1.25, 1.25)).toBe(1.25) // 0,625
    expect(kgDaPercentuale(50, 1, 1)).toBe(1) // 0,5
    expect(kgDaPercentuale(50, 95, 5)).toBe(50) // 47,5
    expect(kgDaPercentuale(10, 3, 0.1)).toBe(0.3) // binary fractions do not break a tie
  })

  it('gives 0 for 0 %, never a negative load, and goes above the maximum over 100 %', () => {
    expect(kgDaPercentuale(0, 100)).toBe(0)
    expect(kgDaPercentuale(-20, 100)).toBe(0)
    expect(kgDaPercentuale(50, 0)).toBe(0)
    expect(kgDaPercentuale(0.5, 100)).toBe(0) // 0,5 kg: nearer to 0 than to 2,5
    expect(kgDaPercentuale(105, 100)).toBe(105)
    expect(kgDaPercentuale(110, 97.5, 1.25)).toBe(107.5) // 107,25
  })
})

describe('age of a maximum', () => {
  it('counts elapsed whole weeks, not calendar weeks', () => {
    expect(settimaneDa('2026-11-10', OGGI)).toBe(0)
    expect(settimaneDa('2026-11-04', OGGI)).toBe(0) // 6 days, across a Monday
    expect(settimaneDa('2026-11-03', OGGI)).toBe(1)
    expect(settimaneDa('2026-10-28', OGGI)).toBe(1) // 13 days
    expect(settimaneDa('2026-08-23', OGGI)).toBe(11)
    expect(settimaneDa('2025-11-10', OGGI)).toBe(52)
    expect(settimaneDa('2026-12-01', OGGI)).toBe(0) // a date after today
  })

  it('is to be retested once older than N weeks', () => {
    expect(daRitestare('2026-09-15', OGGI, 8)).toBe(false) // exactly 8 weeks
    expect(daRitestare('2026-09-14', OGGI, 8)).toBe(true) // 8 weeks and a day
    expect(daRitestare('2026-09-14', OGGI, 9)).toBe(false)
    expect(daRitestare('2026-11-02', OGGI, 1)).toBe(true)
  })

  it('reads the settings from the preferences, with their defaults', () => {
    expect(impostazioniCarichi({})).toEqual(PREDEFINITE)
    expect(
      impostazioniCarichi({ arrotondamentoCarichi: 1.25, settimaneRitestMassimale: 6 }),
    ).toEqual({ passo: 1.25, settimaneRitest: 6 })
  })
})

describe("a detail's load from the client's maximum", () => {
  it('gives the kg, the maximum, its age and whether to retest it', () => {
    expect(caricoDaMassimale(percento(PANCA, 70), massimali.get(PANCA), PREDEFINITE, OGGI)).toEqual(
      {
        tipo: 'stimato',
        kg: 67.5,
        massimale: { valore: 97.5, data: '2026-10-29' },
        settimane: 1,
        daRitestare: false,
      },
    )
    expect(caricoDaMassimale(percento(SQUAT, 75), massimali.get(SQUAT), PREDEFINITE, OGGI)).toEqual(
      {
        tipo: 'stimato',
        kg: 87.5, // 86,25
        massimale: { valore: 115, data: '2026-08-23' },
        settimane: 11,
        daRitestare: true,
      },
    )
  })

  it('follows the step and the weeks of the settings', () => {
    const mie = { passo: 1.25, settimaneRitest: 12 }
    expect(caricoDaMassimale(percento(SQUAT, 75), massimali.get(SQUAT), mie, OGGI)).toMatchObject({
      kg: 86.25,
      daRitestare: false,
    })
  })

  it('says when the client has no maximum for the exercise', () => {
    expect(caricoDaMassimale(percento(REMATORE, 65), undefined, PREDEFINITE, OGGI)).toEqual({
      tipo: 'senzaMassimale',
    })
    expect(
      caricoDaMassimale(
        percento(PANCA, 70),
        new Map<number, MassimaleUsato>().get(PANCA),
        PREDEFINITE,
        OGGI,
      ),
    ).toEqual({
      tipo: 'senzaMassimale',
    })
  })

  it('has no kg without a percentage, and 0 kg at 0 %', () => {
    expect(
      caricoDaMassimale(percento(PANCA, null), massimali.get(PANCA), PREDEFINITE, OGGI),
    ).toMatchObject({
      tipo: 'stimato',
      kg: null,
    })
    expect(
      caricoDaMassimale({ caricoUnita: 'percentuale' }, massimali.get(PANCA), PREDEFINITE, OGGI),
    ).toMatchObject({ kg: null })
    expect(
      caricoDaMassimale(percento(PANCA, 0), massimali.get(PANCA), PREDEFINITE, OGGI),
    ).toMatchObject({
      kg: 0,
    })
    expect(
      caricoDaMassimale(percento(PANCA, 120), massimali.get(PANCA), PREDEFINITE, OGGI),
    ).toMatchObject({
      kg: 117.5, // 117
    })
  })

  it('computes nothing for a load in kg, or on a sheet without client', () => {
    for (const caricoUnita of ['kg', null, undefined] as const) {
      const inKg = { esercizio: { id: PANCA }, carico: 60, caricoUnita }
      expect(caricoDaMassimale(inKg, massimali.get(PANCA), PREDEFINITE, OGGI)).toBeNull()
    }
    expect(caricoDaMassimale(percento(PANCA, 70), null, PREDEFINITE, OGGI)).toBeNull()
  })

  it('gives each member of a superserie its own load; empty groups give nothing', () => {
    const riga = (id: number, d: DettaglioCarico) => ({ ...d, id })
    const gruppi = [
      { dettagli: [] },
      {
        dettagli: [
          riga(11, percento(PANCA, 70)),
          riga(12, percento(SQUAT, 75)),
          riga(13, percento(REMATORE, 65)),
          riga(14, { esercizio: { id: PANCA }, carico: 40, caricoUnita: 'kg' }),
        ],
      },
    ]
    const carichi = carichiScheda(gruppi, massimali, PREDEFINITE, OGGI)
    expect([...carichi.keys()]).toEqual([11, 12, 13, 14])
    expect(carichi.get(11)).toMatchObject({ kg: 67.5, daRitestare: false })
    expect(carichi.get(12)).toMatchObject({ kg: 87.5, daRitestare: true })
    expect(carichi.get(13)).toEqual({ tipo: 'senzaMassimale' })
    expect(carichi.get(14)).toBeNull()
    // a library template (no client): nothing
    expect([...carichiScheda(gruppi, null, PREDEFINITE, OGGI).values()]).toEqual([
      null,
      null,
      null,
      null,
    ])
    expect(carichiScheda([{ dettagli: [] }], massimali, PREDEFINITE, OGGI).size).toBe(0)
  })
})

describe('current maximum per exercise', () => {
  it('keeps the latest by date of each exercise', () => {
    const map = massimaliPerEsercizio([
      { esercizio: { id: PANCA, nomenclatura: 'Panca' }, valore: 90, data: '2026-05-01' },
      { esercizio: { id: PANCA, nomenclatura: 'Panca' }, valore: 97.5, data: '2026-10-29' },
      { esercizio: { id: PANCA, nomenclatura: 'Panca' }, valore: 95, data: '2026-08-01' },
      { esercizio: { id: SQUAT, nomenclatura: 'Squat' }, valore: 115, data: '2026-08-23' },
    ])
    expect([...map]).toEqual([
      [PANCA, { valore: 97.5, data: '2026-10-29' }],
      [SQUAT, { valore: 115, data: '2026-08-23' }],
    ])
    expect(massimaliPerEsercizio([]).size).toBe(0)
  })
})

describe('maximums used by the current sheets', () => {
  const scheda = (
    dataInizio: string | null,
    dataFine: string | null,
    gruppi: DettaglioCarico[][],
    isBozza = false,
  ) => ({ dataInizio, dataFine, isBozza, gruppi: gruppi.map((dettagli) => ({ dettagli })) })
  const inKg = (esercizio: number): DettaglioCarico => ({
    esercizio: { id: esercizio },
    carico: 60,
    caricoUnita: 'kg',
  })

  it('takes the exercises in % of the sheets running today', () => {
    const usati = eserciziUsatiInCorso(
      [
        scheda('2026-10-28', '2027-01-19', [[percento(PANCA, 70), inKg(SQUAT)], []]),
        scheda('2026-11-10', null, [[percento(REMATORE, 65)]]), // open-ended, starts today
      ],
      OGGI,
    )
    expect([...usati].sort()).toEqual([PANCA, REMATORE])
  })

  it('leaves out past, future and draft sheets, loads in kg and empty groups', () => {
    const usati = eserciziUsatiInCorso(
      [
        scheda('2026-01-01', '2026-03-01', [[percento(PANCA, 70)]]),
        scheda('2026-11-11', '2027-01-01', [[percento(SQUAT, 70)]]),
        scheda('2026-11-01', '2027-01-01', [[percento(SQUAT, 70)]], true),
        scheda('2026-11-01', '2026-11-10', [[inKg(PANCA)], []]),
        scheda('2026-11-01', '2026-12-01', []),
      ],
      OGGI,
    )
    expect(usati.size).toBe(0)
    expect(eserciziUsatiInCorso([], OGGI).size).toBe(0)
  })
})
