import {
  caricoKg,
  confrontaSchede,
  type DettaglioConfrontabile,
  type GruppoConfrontabile,
} from './confronto'
import type { EsercizioMuscoli } from './volume'

const m = (id: number, nome: string) => ({ id, nome })
const PETTO = m(1, 'Grande pettorale')
const DELT_ANT = m(2, 'Deltoide anteriore')
const TRICIPITE = m(3, 'Tricipite brachiale')
const DORSALE = m(4, 'Gran dorsale')
const BICIPITE = m(5, 'Bicipite brachiale')
const QUADRICIPITE = m(6, 'Quadricipite femorale')

const PANCA = 10
const MANUBRI = 11
const LAT = 12
const REMATORE = 13
const SQUAT = 14
const CURL = 15
const catalogo = new Map<number, EsercizioMuscoli>(
  [
    { id: PANCA, muscoliPrimari: [PETTO], muscoliSinergici: [DELT_ANT, TRICIPITE] },
    { id: MANUBRI, muscoliPrimari: [PETTO], muscoliSinergici: [DELT_ANT] },
    { id: LAT, muscoliPrimari: [DORSALE], muscoliSinergici: [BICIPITE] },
    { id: REMATORE, muscoliPrimari: [DORSALE], muscoliSinergici: [BICIPITE] },
    { id: SQUAT, muscoliPrimari: [QUADRICIPITE] },
    { id: CURL, muscoliPrimari: [BICIPITE] },
  ].map((e) => [e.id, e]),
)
const nessunMassimale = new Map<number, { valore: number }>()

let nextId = 1
const d = (
  esercizio: number,
  serie: number | null,
  extra: Partial<DettaglioConfrontabile> = {},
): DettaglioConfrontabile => ({
  id: nextId++,
  esercizio: { id: esercizio, nomenclatura: `Esercizio ${esercizio}` },
  serie,
  ripetizioni: '10',
  recupero: 90,
  carico: null,
  caricoUnita: null,
  metodologia: null,
  ...extra,
})
const g = (
  nome: string,
  ordine: number,
  dettagli: DettaglioConfrontabile[],
): GruppoConfrontabile => ({
  id: nextId++,
  nome,
  ordine,
  dettagli: dettagli.map((x, i) => ({ ...x, ordine: i })),
})
const esiti = (c: ReturnType<typeof confrontaSchede>) =>
  c.gruppi.map((gr) => ({
    nome: gr.nomeB ?? gr.nomeA,
    righe: gr.righe.map(
      (r) => `${r.esito}:${r.a?.esercizio.id ?? '-'}>${r.b?.esercizio.id ?? '-'}`,
    ),
  }))
const muscolo = (c: ReturnType<typeof confrontaSchede>, id: number) =>
  c.muscoli.find((x) => x.id === id)!

describe('confrontaSchede: exercises', () => {
  it('finds nothing changed between identical sheets', () => {
    const scheda = [
      g('A', 0, [d(PANCA, 4, { carico: 60, caricoUnita: 'kg' }), d(LAT, 3)]),
      g('B', 1, [d(SQUAT, 5)]),
    ]
    const c = confrontaSchede(scheda, structuredClone(scheda), catalogo, nessunMassimale)
    expect(c.conteggi).toEqual({
      invariato: 3,
      modificato: 0,
      sostituito: 0,
      aggiunto: 0,
      rimosso: 0,
    })
    expect(c.gruppi.map((x) => [x.nomeA, x.nomeB])).toEqual([
      ['A', 'A'],
      ['B', 'B'],
    ])
    for (const x of c.muscoli) {
      expect(x.deltaSerie).toBe(0)
      expect(x.deltaCarico).toBe(0)
    }
    expect(c.totali).toEqual({ serieA: 12, serieB: 12, caricoA: 240, caricoB: 240 })
  })

  it('tells added, removed, replaced and modified exercises apart, side by side in order', () => {
    const a = [
      g('A', 0, [
        d(PANCA, 4, { carico: 60, caricoUnita: 'kg' }),
        d(LAT, 3),
        d(SQUAT, 5),
        d(CURL, 3),
      ]),
    ]
    const b = [
      g('A', 0, [
        d(MANUBRI, 4, { carico: 22, caricoUnita: 'kg' }),
        d(LAT, 4, { ripetizioni: '8', recupero: 120 }),
        d(REMATORE, 3),
        d(CURL, 3),
      ]),
    ]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    // Squat is removed (nothing shares its muscles); it stays after lat machine, its predecessor.
    expect(esiti(c)).toEqual([
      {
        nome: 'A',
        righe: [
          `sostituito:${PANCA}>${MANUBRI}`,
          `modificato:${LAT}>${LAT}`,
          `rimosso:${SQUAT}>-`,
          `aggiunto:->${REMATORE}`,
          `invariato:${CURL}>${CURL}`,
        ],
      },
    ])
    const sostituito = c.gruppi[0]!.righe[0]!
    expect(sostituito.muscoliComuni).toEqual(['Grande pettorale'])
    expect(c.gruppi[0]!.righe[1]!.modifiche).toEqual([
      { campo: 'serie', prima: 3, dopo: 4 },
      { campo: 'ripetizioni', prima: '10', dopo: '8' },
      { campo: 'recupero', prima: 90, dopo: 120 },
    ])
    expect(c.conteggi).toEqual({
      invariato: 1,
      modificato: 1,
      sostituito: 1,
      aggiunto: 1,
      rimosso: 1,
    })
  })

  it('pairs a replacement once, preferring more primaries in common, then the nearer position', () => {
    const NUOVO = 100
    const INCLINATA = 101
    const INCLINATA_MANUBRI = 102
    const cat = new Map(catalogo)
      .set(NUOVO, { id: NUOVO, muscoliPrimari: [PETTO] })
      .set(INCLINATA, { id: INCLINATA, muscoliPrimari: [PETTO, DELT_ANT] })
      .set(INCLINATA_MANUBRI, { id: INCLINATA_MANUBRI, muscoliPrimari: [DELT_ANT, PETTO] })
    // Two removed chest exercises, one added: the nearer one is replaced, the other removed.
    const vicino = confrontaSchede(
      [g('A', 0, [d(PANCA, 3), d(LAT, 3), d(SQUAT, 3), d(MANUBRI, 3)])],
      [g('A', 0, [d(LAT, 3), d(SQUAT, 3), d(NUOVO, 3)])],
      cat,
      nessunMassimale,
    )
    expect(esiti(vicino)[0]!.righe).toEqual([
      `rimosso:${PANCA}>-`,
      `invariato:${LAT}>${LAT}`,
      `invariato:${SQUAT}>${SQUAT}`,
      `sostituito:${MANUBRI}>${NUOVO}`,
    ])
    // Two primaries in common beat a nearer exercise with one.
    const comuni = confrontaSchede(
      [g('A', 0, [d(INCLINATA, 3), d(LAT, 3), d(SQUAT, 3), d(PANCA, 3)])],
      [g('A', 0, [d(LAT, 3), d(SQUAT, 3), d(INCLINATA_MANUBRI, 3)])],
      cat,
      nessunMassimale,
    )
    expect(esiti(comuni)[0]!.righe).toEqual([
      `invariato:${LAT}>${LAT}`,
      `invariato:${SQUAT}>${SQUAT}`,
      `rimosso:${PANCA}>-`,
      `sostituito:${INCLINATA}>${INCLINATA_MANUBRI}`,
    ])
    expect(comuni.gruppi[0]!.righe[3]!.muscoliComuni).toEqual([
      'Grande pettorale',
      'Deltoide anteriore',
    ])
  })

  it('never replaces across groups of different names, nor with an unknown exercise', () => {
    const a = [g('A', 0, [d(PANCA, 3), d(999, 3)]), g('B', 1, [d(LAT, 3)])]
    const b = [g('A', 0, [d(998, 3)]), g('C', 1, [d(MANUBRI, 3), d(REMATORE, 3)])]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    // B only in A comes after A (its predecessor in sheet A); C only in B.
    expect(c.gruppi.map((x) => [x.nomeA, x.nomeB])).toEqual([
      ['A', 'A'],
      ['B', null],
      [null, 'C'],
    ])
    expect(esiti(c).flatMap((x) => x.righe)).toEqual([
      `rimosso:${PANCA}>-`,
      `rimosso:999>-`,
      `aggiunto:->998`,
      `rimosso:${LAT}>-`,
      `aggiunto:->${MANUBRI}`,
      `aggiunto:->${REMATORE}`,
    ])
  })

  it('pairs the same exercise twice in order and reports the extra occurrence', () => {
    const a = [g('A', 0, [d(PANCA, 4), d(LAT, 3), d(PANCA, 2)])]
    const b = [g('A', 0, [d(PANCA, 5), d(LAT, 3)])]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    expect(esiti(c)[0]!.righe).toEqual([
      `modificato:${PANCA}>${PANCA}`,
      `invariato:${LAT}>${LAT}`,
      `rimosso:${PANCA}>-`,
    ])
    expect(c.gruppi[0]!.righe[0]!.modifiche).toEqual([{ campo: 'serie', prima: 4, dopo: 5 }])
    expect(muscolo(c, PETTO.id).serieA.primario).toBe(6)
    expect(muscolo(c, PETTO.id).serieB.primario).toBe(5)
  })

  it('reads an exercise moved to another group as modified ("gruppo")', () => {
    const a = [g('A', 0, [d(PANCA, 3)]), g('B', 1, [d(SQUAT, 3)])]
    const b = [g('A', 0, [d(PANCA, 3), d(SQUAT, 3)]), g('B', 1, [])]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    expect(esiti(c)).toEqual([
      { nome: 'A', righe: [`invariato:${PANCA}>${PANCA}`, `modificato:${SQUAT}>${SQUAT}`] },
      { nome: 'B', righe: [] },
    ])
    expect(c.gruppi[0]!.righe[1]!.modifiche).toEqual([{ campo: 'gruppo', prima: 'B', dopo: 'A' }])
    expect(muscolo(c, QUADRICIPITE.id).deltaSerie).toBe(0)
  })

  it('compares a superset exercise by exercise, its methodology as a change', () => {
    const superserie = { id: 70, codice: 'SS-01', descrizione: 'Superserie' }
    const a = [g('A', 0, [d(PANCA, 3), d(LAT, 3)])]
    const b = [
      g('A', 0, [
        d(PANCA, 3, { metodologia: superserie }),
        d(REMATORE, 3, { metodologia: superserie }),
      ]),
    ]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    expect(esiti(c)[0]!.righe).toEqual([
      `modificato:${PANCA}>${PANCA}`,
      `sostituito:${LAT}>${REMATORE}`,
    ])
    expect(c.gruppi[0]!.righe[0]!.modifiche).toEqual([
      { campo: 'metodologia', prima: null, dopo: 'SS-01' },
    ])
    // Each exercise of the superset counts its own sets.
    expect(muscolo(c, DORSALE.id).pesatoB).toBe(3)
    expect(muscolo(c, PETTO.id).deltaSerie).toBe(0)
  })

  it('handles empty groups and an empty sheet', () => {
    const piena = [g('A', 0, [d(PANCA, 4), d(SQUAT, 3)]), g('B', 1, [])]
    const vuota = [g('A', 0, []), g('B', 1, [])]
    const c = confrontaSchede(vuota, piena, catalogo, nessunMassimale)
    expect(esiti(c)).toEqual([
      { nome: 'A', righe: [`aggiunto:->${PANCA}`, `aggiunto:->${SQUAT}`] },
      { nome: 'B', righe: [] },
    ])
    expect(muscolo(c, PETTO.id)).toMatchObject({ pesatoA: 0, pesatoB: 4, deltaSerie: 4 })

    const senzaGruppi = confrontaSchede(piena, [], catalogo, nessunMassimale)
    expect(senzaGruppi.conteggi.rimosso).toBe(2)
    expect(senzaGruppi.gruppi.map((x) => [x.nomeA, x.nomeB])).toEqual([
      ['A', null],
      ['B', null],
    ])
    expect(senzaGruppi.muscoli[0]).toMatchObject({ nome: 'Grande pettorale', deltaSerie: -4 })

    const nulla = confrontaSchede([], [], catalogo, nessunMassimale)
    expect(nulla).toEqual({
      gruppi: [],
      muscoli: [],
      conteggi: { invariato: 0, modificato: 0, sostituito: 0, aggiunto: 0, rimosso: 0 },
      totali: { serieA: 0, serieB: 0, caricoA: 0, caricoB: 0 },
    })
  })
})

describe('confrontaSchede: per muscle', () => {
  it('gives the change of weekly sets by role and weighted, sorted by absolute change', () => {
    const a = [g('A', 0, [d(PANCA, 4), d(CURL, 2)])]
    const b = [g('A', 0, [d(PANCA, 3), d(LAT, 4), d(CURL, 2)])]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    expect(c.muscoli.map((x) => [x.nome, x.deltaSerie])).toEqual([
      ['Gran dorsale', 4],
      ['Bicipite brachiale', 2],
      ['Grande pettorale', -1],
      ['Deltoide anteriore', -0.5],
      ['Tricipite brachiale', -0.5],
    ])
    expect(muscolo(c, BICIPITE.id)).toMatchObject({
      serieA: { primario: 2, sinergico: 0, stabilizzatore: 0 },
      serieB: { primario: 2, sinergico: 4, stabilizzatore: 0 },
      deltaRuolo: { primario: 0, sinergico: 4, stabilizzatore: 0 },
      pesatoA: 2,
      pesatoB: 4,
    })
  })

  it('weighs the load as serie × kg × the role weight; no load counts 0 kg', () => {
    const a = [g('A', 0, [d(PANCA, 4, { carico: 60, caricoUnita: 'kg' })])]
    const b = [g('A', 0, [d(PANCA, 4, { carico: 62.5 }), d(SQUAT, 3)])]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    // A missing unit reads as kg: the values are the same, only the unit field differs.
    expect(c.gruppi[0]!.righe[0]!.esito).toBe('modificato')
    expect(muscolo(c, PETTO.id)).toMatchObject({ caricoA: 240, caricoB: 250, deltaCarico: 10 })
    expect(muscolo(c, TRICIPITE.id)).toMatchObject({ caricoA: 120, caricoB: 125, deltaCarico: 5 })
    expect(muscolo(c, QUADRICIPITE.id)).toMatchObject({ caricoA: 0, caricoB: 0, deltaCarico: 0 })
    expect(c.totali).toEqual({ serieA: 4, serieB: 7, caricoA: 240, caricoB: 250 })
  })

  it('converts a % load with the maximum and compares it with kg', () => {
    const a = [g('A', 0, [d(PANCA, 5, { carico: 60, caricoUnita: 'kg' })])]
    const b = [g('A', 0, [d(PANCA, 5, { carico: 75, caricoUnita: 'percentuale' })])]
    const c = confrontaSchede(a, b, catalogo, new Map([[PANCA, { valore: 90 }]]))
    expect(c.gruppi[0]!.righe[0]!.modifiche).toEqual([
      {
        campo: 'carico',
        prima: { valore: 60, unita: 'kg' },
        dopo: { valore: 75, unita: 'percentuale' },
      },
    ])
    // 75% of 90 kg = 67,5 kg: 5 × 67,5 = 337,5 against 5 × 60 = 300.
    expect(muscolo(c, PETTO.id)).toMatchObject({ caricoA: 300, caricoB: 337.5, deltaCarico: 37.5 })
  })

  it('says the load is not available (null) for a % load without a maximum', () => {
    const a = [
      g('A', 0, [d(PANCA, 5, { carico: 60, caricoUnita: 'kg' }), d(SQUAT, 3, { carico: 80 })]),
    ]
    const b = [
      g('A', 0, [
        d(PANCA, 5, { carico: 75, caricoUnita: 'percentuale' }),
        d(SQUAT, 3, { carico: 85 }),
      ]),
    ]
    const c = confrontaSchede(a, b, catalogo, nessunMassimale)
    expect(muscolo(c, PETTO.id)).toMatchObject({ caricoA: 300, caricoB: null, deltaCarico: null })
    // Other muscles keep theirs.
    expect(muscolo(c, QUADRICIPITE.id)).toMatchObject({
      caricoA: 240,
      caricoB: 255,
      deltaCarico: 15,
    })
    expect(c.totali.caricoB).toBeNull()
    // Same sets: the known change of load sorts first, the unknown one as no change.
    expect(c.muscoli.map((x) => x.nome)).toEqual([
      'Quadricipite femorale',
      'Deltoide anteriore',
      'Grande pettorale',
      'Tricipite brachiale',
    ])
  })
})

describe('caricoKg', () => {
  it('reads a detail load in kg', () => {
    const base = { esercizio: { id: PANCA } }
    expect(caricoKg({ ...base, carico: null }, nessunMassimale)).toBe(0)
    expect(caricoKg({ ...base, carico: 50, caricoUnita: 'kg' }, nessunMassimale)).toBe(50)
    expect(
      caricoKg({ ...base, carico: 80, caricoUnita: 'percentuale' }, nessunMassimale),
    ).toBeNull()
    expect(
      caricoKg(
        { ...base, carico: 80, caricoUnita: 'percentuale' },
        new Map([[PANCA, { valore: 100 }]]),
      ),
    ).toBe(80)
  })
})
