import { eseguiPassi, rinominaStoria, type Contesto, type Modifica, type Passo } from './storia'
import { applyOp, type Dettaglio, type Gruppo } from './tree'

const riga = (id: number, nome: string, extra: Partial<Dettaglio> = {}): Dettaglio => ({
  id,
  gruppoId: 0,
  ordine: 0,
  esercizio: { id: id * 10, nomenclatura: nome },
  metodologia: null,
  serie: 3,
  ripetizioni: '10',
  recupero: 90,
  carico: null,
  caricoUnita: null,
  note: null,
  patologieIgnorateMuscoli: [],
  patologieIgnorateArticolazioni: [],
  patologieIgnorateOssa: [],
  ...extra,
})

const scheda = (): Gruppo[] => [
  {
    id: 1,
    schedaId: 9,
    nome: 'A',
    ordine: 0,
    metodologiaBase: null,
    dettagli: [
      riga(11, 'Panca', { gruppoId: 1, ordine: 0, carico: 22.5, note: 'Lento' }),
      riga(12, 'Croci', { gruppoId: 1, ordine: 1 }),
      riga(13, 'Dip', { gruppoId: 1, ordine: 2 }),
    ],
  },
  {
    id: 2,
    schedaId: 9,
    nome: 'B',
    ordine: 1,
    metodologiaBase: null,
    dettagli: [riga(21, 'Squat', { gruppoId: 2, ordine: 0 })],
  },
]

let temp = -100
const ctx = (): Contesto => ({
  ids: {},
  rinominate: { righe: {}, gruppi: {} },
  schedaId: 9,
  nuovoId: () => (temp -= 1),
  usato: () => false,
})

/** What the screen shows: names by group. */
const nomi = (gruppi: Gruppo[]) =>
  Object.fromEntries(gruppi.map((g) => [g.nome, g.dettagli.map((d) => d.esercizio.nomenclatura)]))

/** Runs `avanti`, then its undo, on a copy: answers the sheet after each. */
function avantiEIndietro(passi: Passo[]) {
  const gruppi = scheda()
  const c = ctx()
  const { ops, indietro } = eseguiPassi(gruppi, passi, c)
  const dopo = structuredClone(gruppi)
  const back = eseguiPassi(gruppi, indietro, c)
  return { ops, dopo, tornato: gruppi, indietro, back, c }
}

describe('undo of every kind of change', () => {
  it.each<[string, Passo[]]>([
    ['a delete', [{ t: 'elimina', riga: 12 }]],
    [
      'two deletes',
      [
        { t: 'elimina', riga: 11 },
        { t: 'elimina', riga: 13 },
      ],
    ],
    ['a move within the group', [{ t: 'sposta', riga: 11, gruppo: 1, at: 2 }]],
    ['a move to another group', [{ t: 'sposta', riga: 12, gruppo: 2, at: 0 }]],
    ['a field', [{ t: 'valori', riga: 11, valori: { carico: 30, note: null } }]],
    [
      'a methodology',
      [{ t: 'valori', riga: 12, valori: { serie: 4 }, metodologia: { id: 5, codice: 'SF-01' } }],
    ],
    ['a group renamed', [{ t: 'rinominaGruppo', gruppo: 2, nome: 'Gambe' }]],
    ['a group moved', [{ t: 'spostaGruppo', gruppo: 2, at: 0 }]],
    ['a group emptied', [{ t: 'svuotaGruppo', gruppo: 1 }]],
    ['a group deleted', [{ t: 'eliminaGruppo', gruppo: 1 }]],
    [
      'a base methodology',
      [{ t: 'baseGruppo', gruppo: 1, metodologiaBase: { id: 7, codice: 'PIR-01' } }],
    ],
  ])('%s comes back as it was', (_kind, passi) => {
    const { ops, dopo, tornato } = avantiEIndietro(passi)
    expect(ops.length).toBeGreaterThan(0)
    expect(dopo).not.toEqual(scheda())
    // Rows made again have new (temporary) ids: compare what the trainer sees, in order.
    const visto = (gruppi: Gruppo[]) =>
      gruppi.map((g) => ({
        nome: g.nome,
        base: g.metodologiaBase ?? null,
        righe: g.dettagli.map(({ id: _id, gruppoId: _g, ...rest }) => rest),
      }))
    expect(visto(tornato)).toEqual(visto(scheda()))
  })

  it('an add is undone by deleting the row it made', () => {
    const gruppi = scheda()
    const c = ctx()
    const { ops, indietro } = eseguiPassi(
      gruppi,
      [
        {
          t: 'aggiungi',
          riga: {
            id: -5,
            esercizio: { id: 99, nomenclatura: 'Curl' },
            metodologia: null,
            valori: {
              serie: 3,
              ripetizioni: '12',
              recupero: 60,
              carico: null,
              caricoUnita: null,
              note: null,
            },
          },
          gruppo: 1,
          at: 1,
        },
      ],
      c,
    )
    expect(ops).toMatchObject([{ kind: 'aggiungi', tempId: -5, at: 1 }])
    expect(nomi(gruppi).A).toEqual(['Panca', 'Curl', 'Croci', 'Dip'])
    expect(indietro).toEqual([{ t: 'elimina', riga: -5 }])
    eseguiPassi(gruppi, indietro, c)
    expect(nomi(gruppi).A).toEqual(['Panca', 'Croci', 'Dip'])
  })

  it('a row made again by an undo gets a new id, and the history follows it', () => {
    const { back, c, indietro } = avantiEIndietro([{ t: 'elimina', riga: 11 }])
    // Row 11 is made again with a new temporary id, at its place, with all its values.
    expect(back.ops).toMatchObject([
      {
        kind: 'aggiungi',
        at: 0,
        valori: { carico: 22.5, note: 'Lento', serie: 3, ripetizioni: '10', recupero: 90 },
      },
    ])
    const nuovo = (back.ops[0] as { tempId: number }).tempId
    expect(c.rinominate.righe).toEqual({ 11: nuovo })
    const storia: Modifica[] = [
      { etichetta: 'Elimina Panca', avanti: [{ t: 'elimina', riga: 11 }], indietro },
      {
        etichetta: 'Carico di Panca',
        avanti: [{ t: 'valori', riga: 11, valori: { carico: 25 } }],
        indietro: [{ t: 'valori', riga: 11, valori: { carico: 22.5 } }],
      },
    ]
    const rinominata = rinominaStoria(storia, c.rinominate)
    expect(rinominata[0]!.avanti).toEqual([{ t: 'elimina', riga: nuovo }])
    expect(rinominata[1]!.avanti).toEqual([{ t: 'valori', riga: nuovo, valori: { carico: 25 } }])
    // Nothing else changes identity.
    expect(rinominaStoria(storia, { righe: {}, gruppi: {} })).toBe(storia)
  })

  it('a group deleted comes back with its rows, in order, before the others', () => {
    const { back, tornato } = avantiEIndietro([{ t: 'eliminaGruppo', gruppo: 1 }])
    expect(back.ops.map((o) => o.kind)).toEqual([
      'aggiungiGruppo',
      'aggiungi',
      'aggiungi',
      'aggiungi',
    ])
    expect(nomi(tornato)).toEqual({ A: ['Panca', 'Croci', 'Dip'], B: ['Squat'] })
    expect(tornato.map((g) => g.nome)).toEqual(['A', 'B'])
  })

  it('steps that change nothing make no ops (and nothing to undo)', () => {
    const gruppi = scheda()
    const { ops, indietro } = eseguiPassi(
      gruppi,
      [
        { t: 'sposta', riga: 11, gruppo: 1, at: 0 },
        { t: 'rinominaGruppo', gruppo: 1, nome: 'A' },
        { t: 'elimina', riga: 404 },
      ],
      ctx(),
    )
    expect(ops).toEqual([])
    expect(indietro).toEqual([])
  })

  it('ops are exact for the server: positions as it has them when each op runs', () => {
    const gruppi = scheda()
    const server = scheda()
    const { ops } = eseguiPassi(
      gruppi,
      [
        { t: 'elimina', riga: 11 },
        { t: 'sposta', riga: 13, gruppo: 1, at: 0 },
        { t: 'elimina', riga: 12 },
      ],
      ctx(),
    )
    for (const op of ops) applyOp(server, op, {}, 9)
    expect(nomi(server)).toEqual(nomi(gruppi))
    expect(ops).toMatchObject([
      { kind: 'elimina', position: 0 },
      { kind: 'sposta', from: 1, to: 0 },
      { kind: 'elimina', position: 1 },
    ])
  })
})
