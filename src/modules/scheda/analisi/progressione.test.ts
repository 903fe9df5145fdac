import type { Dettaglio, Gruppo } from '../builder/tree'
import type { Metodologia } from '../types'
import {
  arrotondaAlPasso,
  dateSuccessive,
  eserciziConCarico,
  prossimoBlocco,
  REGOLE_VUOTE,
  ripetizioniPiuUno,
  type RegoleProgressione,
} from './progressione'

const SQUAT = 1
const PANCA = 2
const CURL = 3
const PUSHDOWN = 4
const AFFONDI = 5
const SUPERSERIE = 70

const dettaglio = (id: number, esercizio: number, v: Partial<Dettaglio> = {}): Dettaglio => ({
  id,
  gruppoId: 10,
  ordine: id,
  esercizio: { id: esercizio, nomenclatura: `Esercizio ${esercizio}` },
  serie: 4,
  ripetizioni: '8',
  recupero: 90,
  carico: null,
  caricoUnita: 'kg',
  metodologia: null,
  ...v,
})

const gruppo = (dettagli: Dettaglio[], nome = 'A', ordine = 0): Gruppo => ({
  id: 10 + ordine,
  schedaId: 1,
  nome,
  ordine,
  metodologiaBase: null,
  dettagli,
})

const metodologie = new Map<number, Pick<Metodologia, 'metodoMetodologia'>>([
  [SUPERSERIE, { metodoMetodologia: { id: 1, nome: 'Superserie' } } as Metodologia],
])
const contesto = { massimali: new Map([[PANCA, { valore: 100 }]]), metodologie }
const regole = (r: Partial<RegoleProgressione>): RegoleProgressione => ({ ...REGOLE_VUOTE, ...r })
const dettagliDi = (gruppi: Gruppo[]) => gruppi.flatMap((g) => g.dettagli)

describe('rounding to the plate step', () => {
  it('rounds to the nearest multiple of the step, never below 0', () => {
    expect(arrotondaAlPasso(81.2, 2.5)).toBe(80)
    expect(arrotondaAlPasso(81.25, 2.5)).toBe(82.5)
    expect(arrotondaAlPasso(83, 2)).toBe(84)
    expect(arrotondaAlPasso(61.9, 1.25)).toBe(62.5)
    expect(arrotondaAlPasso(-3, 2.5)).toBe(0)
  })
})

describe('prossimoBlocco', () => {
  const squat = dettaglio(1, SQUAT, { carico: 100 })
  const pancaPct = dettaglio(2, PANCA, { carico: 70, caricoUnita: 'percentuale' })
  const curl = dettaglio(3, CURL, { carico: 12, ripetizioni: '10-12' })

  it('adds kg to the chosen exercises only, rounded to the step', () => {
    const { gruppi } = prossimoBlocco(
      [gruppo([squat, curl])],
      regole({ carico: { modo: 'kg', valore: 2.5 }, esercizi: [SQUAT] }),
      contesto,
    )
    expect(dettagliDi(gruppi).map((d) => d.carico)).toEqual([102.5, 12])
  })

  it('adds a % and rounds to the plate step; with 2 kg plates steps of 2', () => {
    const r = regole({ carico: { modo: 'percentuale', valore: 3 }, esercizi: [SQUAT, CURL] })
    expect(
      dettagliDi(prossimoBlocco([gruppo([squat, curl])], r, contesto).gruppi).map((d) => d.carico),
    ).toEqual([102.5, 12.5])
    expect(
      dettagliDi(prossimoBlocco([gruppo([squat])], { ...r, passoKg: 2 }, contesto).gruppi)[0]!
        .carico,
    ).toBe(104)
  })

  it('turns kg into points of a % load through the maximum, and says when there is none', () => {
    const senzaMassimale = dettaglio(4, PUSHDOWN, { carico: 60, caricoUnita: 'percentuale' })
    const { gruppi, avvisi } = prossimoBlocco(
      [gruppo([pancaPct, senzaMassimale])],
      regole({ carico: { modo: 'kg', valore: 2.5 }, esercizi: [PANCA, PUSHDOWN] }),
      contesto,
    )
    // 70 % of 100 kg + 2,5 kg = 72,5 kg = 72,5 %
    expect(dettagliDi(gruppi).map((d) => [d.carico, d.caricoUnita])).toEqual([
      [72.5, 'percentuale'],
      [60, 'percentuale'],
    ])
    expect(avvisi).toEqual([{ tipo: 'senzaMassimale', dettaglioId: 4, esercizio: 'Esercizio 4' }])
  })

  it('a deload lowers every load, chosen or not, and does not progress them too', () => {
    const { gruppi } = prossimoBlocco(
      [gruppo([squat, pancaPct, curl])],
      regole({
        carico: { modo: 'kg', valore: 5 },
        scaricoPercentuale: 40,
        esercizi: [SQUAT],
      }),
      contesto,
    )
    expect(dettagliDi(gruppi).map((d) => d.carico)).toEqual([60, 42, 7.5])
  })

  it('reps +1 moves every number, leaves words and reports them; a scheme writes the text', () => {
    const max = dettaglio(5, AFFONDI, { ripetizioni: 'MAX' })
    const piu = prossimoBlocco(
      [gruppo([squat, curl, max])],
      regole({ ripetizioni: { modo: 'piuUno' }, esercizi: [SQUAT, CURL, AFFONDI] }),
      contesto,
    )
    expect(dettagliDi(piu.gruppi).map((d) => d.ripetizioni)).toEqual(['9', '11-13', 'MAX'])
    expect(piu.avvisi).toEqual([
      { tipo: 'ripetizioniTesto', dettaglioId: 5, esercizio: 'Esercizio 5', testo: 'MAX' },
    ])
    const schema = prossimoBlocco(
      [gruppo([squat, curl])],
      regole({ ripetizioni: { modo: 'schema', schema: '5' }, esercizi: [SQUAT] }),
      contesto,
    )
    expect(dettagliDi(schema.gruppi).map((d) => d.ripetizioni)).toEqual(['5', '10-12'])
    expect(ripetizioniPiuUno('10,8,6')).toBe('11,9,7')
    expect(ripetizioniPiuUno('30 sec')).toBeNull()
  })

  it("a superset's exercises get the extra set together, the rest only when chosen", () => {
    const a1 = dettaglio(1, CURL, { metodologia: { id: SUPERSERIE, codice: 'SS' } })
    const a2 = dettaglio(2, PUSHDOWN, { metodologia: { id: SUPERSERIE, codice: 'SS' } })
    const solo = dettaglio(3, AFFONDI)
    const { gruppi } = prossimoBlocco(
      [gruppo([a1, a2, solo])],
      regole({ seriePiuUno: true, esercizi: [CURL] }),
      contesto,
    )
    expect(dettagliDi(gruppi).map((d) => d.serie)).toEqual([5, 5, 4])
    expect(dettagliDi(gruppi).map((d) => d.metodologia?.id ?? null)).toEqual([
      SUPERSERIE,
      SUPERSERIE,
      null,
    ])
  })

  it('reports a chosen exercise removed from the sheet since, and changes nothing for it', () => {
    const { gruppi, avvisi } = prossimoBlocco(
      [gruppo([squat])],
      regole({ carico: { modo: 'kg', valore: 2.5 }, esercizi: [SQUAT, AFFONDI] }),
      contesto,
    )
    expect(dettagliDi(gruppi).map((d) => d.carico)).toEqual([102.5])
    expect(avvisi).toEqual([{ tipo: 'nonPiuNellaScheda', esercizioId: AFFONDI }])
  })

  it('a substitution keeps sets, reps and rest, drops the load and the dismissed pathologies', () => {
    const conIgnorate = dettaglio(1, SQUAT, {
      carico: 100,
      patologieIgnorateArticolazioni: [{ id: 3, nome: 'Ginocchio' }],
    })
    const { gruppi } = prossimoBlocco([gruppo([conIgnorate])], regole({}), {
      ...contesto,
      sostituzioni: [{ dettaglioId: 1, esercizio: { id: 99, nomenclatura: 'Leg press' } }],
    })
    expect(dettagliDi(gruppi)[0]).toMatchObject({
      esercizio: { id: 99 },
      serie: 4,
      ripetizioni: '8',
      recupero: 90,
      carico: null,
      patologieIgnorateArticolazioni: [],
    })
  })

  it('keeps groups in order and leaves the old sheet untouched', () => {
    const vecchi = [gruppo([curl], 'B', 1), gruppo([squat], 'A', 0)]
    const copia = JSON.stringify(vecchi)
    const { gruppi } = prossimoBlocco(
      vecchi,
      regole({ carico: { modo: 'kg', valore: 2.5 }, esercizi: [SQUAT] }),
      contesto,
    )
    expect(gruppi.map((g) => g.nome)).toEqual(['A', 'B'])
    expect(JSON.stringify(vecchi)).toBe(copia)
  })

  it('chooses by default the exercises that have a load', () => {
    expect(eserciziConCarico([gruppo([squat, dettaglio(9, AFFONDI)])])).toEqual([SQUAT])
  })
})

describe('dateSuccessive', () => {
  it('starts the day after the old end and lasts as many days', () => {
    expect(dateSuccessive('2026-03-01', '2026-03-28', '2026-11-27')).toEqual({
      dataInizio: '2026-03-29',
      dataFine: '2026-04-25',
    })
  })
  it('a deload lasts a week; a sheet without an end starts today', () => {
    expect(dateSuccessive('2026-03-01', '2026-03-28', '2026-11-27', true)).toEqual({
      dataInizio: '2026-03-29',
      dataFine: '2026-04-04',
    })
    expect(dateSuccessive('2026-03-01', null, '2026-11-27')).toEqual({
      dataInizio: '2026-11-27',
      dataFine: null,
    })
  })
})
