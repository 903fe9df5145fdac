import { applyOps, confirmOp, sortTree, type Dettaglio, type Gruppo, type Op } from './tree'

const esercizio = (id: number) => ({ id, nomenclatura: `Esercizio ${id}` })

const dettaglio = (id: number, gruppoId: number, ordine: number): Dettaglio => ({
  id,
  gruppoId,
  ordine,
  esercizio: esercizio(id),
  metodologia: null,
  serie: 3,
  ripetizioni: '10',
  recupero: 90,
  carico: null,
  caricoUnita: null,
  note: null,
})

const gruppo = (id: number, nome: string, ordine: number, dettagli: number[]): Gruppo => ({
  id,
  schedaId: 1,
  nome,
  ordine,
  metodologiaBase: null,
  dettagli: dettagli.map((d, i) => dettaglio(d, id, i)),
})

/** A: 11, 12, 13; B: 21, 22. */
const server = (): Gruppo[] => [gruppo(1, 'A', 0, [11, 12, 13]), gruppo(2, 'B', 1, [21, 22])]

const ids = (gruppi: Gruppo[]) => gruppi.map((g) => g.dettagli.map((d) => d.id))

describe('the builder model', () => {
  it('shows the pending ops on top of the server groups, without touching them', () => {
    const base = server()
    const frozen = JSON.stringify(base)
    const ops: Op[] = [
      {
        kind: 'aggiungi',
        tempId: -1,
        gruppoId: 1,
        at: 3,
        esercizio: esercizio(14),
        metodologia: null,
        valori: {},
      },
      { kind: 'sposta', id: 11, fromGruppoId: 1, from: 0, toGruppoId: 1, to: 2 },
      { kind: 'sposta', id: 22, fromGruppoId: 2, from: 1, toGruppoId: 1, to: 0 },
      { kind: 'elimina', id: 21, gruppoId: 2, position: 0 },
      { kind: 'valori', id: 12, valori: { carico: 22.5, caricoUnita: 'kg' } },
    ]
    const view = applyOps(base, ops, {}, 1)
    expect(ids(view)).toEqual([[22, 12, 13, 11, -1], []])
    expect(view[0]!.dettagli.map((d) => d.ordine)).toEqual([0, 1, 2, 3, 4])
    expect(view[0]!.dettagli[0]!.gruppoId).toBe(1)
    expect(view[0]!.dettagli[1]).toMatchObject({ id: 12, carico: 22.5, caricoUnita: 'kg' })
    expect(JSON.stringify(base)).toBe(frozen)
    // What no op touches keeps its identity (its row is not drawn again).
    const edited = applyOps(base, [{ kind: 'valori', id: 12, valori: { serie: 5 } }], {}, 1)
    expect(edited[0]!.dettagli[0]).toBe(base[0]!.dettagli[0])
    expect(edited[0]!.dettagli[1]).not.toBe(base[0]!.dettagli[1])
    expect(edited[1]).toBe(base[1])
  })

  it('has no limit on groups or rows', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      gruppo(
        i + 1,
        String.fromCharCode(65 + i),
        i,
        Array.from({ length: 25 }, (_, k) => (i + 1) * 100 + k),
      ),
    )
    const view = applyOps(
      many,
      [{ kind: 'aggiungiGruppo', tempId: -5, nome: 'Stretching', at: 14 }],
      {},
      1,
    )
    expect(view).toHaveLength(15)
    expect(view.every((g) => g.id === -5 || g.dettagli.length === 25)).toBe(true)
  })

  it('finds rows and groups made on screen by their real id once saved', () => {
    const base = server()
    const add: Op = { kind: 'aggiungiGruppo', tempId: -7, nome: 'C', at: 2 }
    const later: Op = {
      kind: 'aggiungi',
      tempId: -8,
      gruppoId: -7,
      at: 0,
      esercizio: esercizio(31),
      metodologia: null,
      valori: {},
    }
    // The server answered the group: it is in the cache with its real id, 3.
    confirmOp(base, add, { gruppo: { id: 3, schedaId: 1, nome: 'C', ordine: 2 } }, { [-7]: 3 }, 1)
    const view = applyOps(base, [later], { [-7]: 3 }, 1)
    expect(view.map((g) => g.id)).toEqual([1, 2, 3])
    expect(ids(view)[2]).toEqual([-8])
  })

  it('folds a confirmed op into the cache with the server answer', () => {
    const base = server()
    confirmOp(
      base,
      {
        kind: 'aggiungi',
        tempId: -1,
        gruppoId: 2,
        at: 1,
        esercizio: esercizio(23),
        metodologia: null,
        valori: {},
      },
      { dettaglio: { ...dettaglio(23, 2, 1), serie: 4 } },
      {},
      1,
    )
    expect(ids(base)[1]).toEqual([21, 23, 22])
    expect(base[1]!.dettagli[1]!.serie).toBe(4)
    // A move within a group: the group the server answers is the truth.
    confirmOp(
      base,
      { kind: 'sposta', id: 13, fromGruppoId: 1, from: 2, toGruppoId: 1, to: 0 },
      { gruppo: { ...gruppo(1, 'A', 0, [13, 11, 12]) } },
      {},
      1,
    )
    expect(ids(base)[0]).toEqual([13, 11, 12])
  })

  it('sorts what the server answers by ordine', () => {
    const unsorted = [
      gruppo(2, 'B', 1, [21]),
      { ...gruppo(1, 'A', 0, []), dettagli: [dettaglio(12, 1, 1), dettaglio(11, 1, 0)] },
    ]
    expect(ids(sortTree(unsorted))).toEqual([[11, 12], [21]])
  })

  it('removes a methodology from every row of a group that has it', () => {
    const base = server()
    base[0]!.dettagli[0]!.metodologia = { id: 9, codice: 'SS-03' }
    base[0]!.dettagli[1]!.metodologia = { id: 9, codice: 'SS-03' }
    base[0]!.dettagli[2]!.metodologia = { id: 4, codice: 'SF-01' }
    const view = applyOps(
      base,
      [{ kind: 'togliMetodologia', gruppoId: 1, metodologiaId: 9 }],
      {},
      1,
    )
    expect(view[0]!.dettagli.map((d) => d.metodologia?.codice ?? null)).toEqual([
      null,
      null,
      'SF-01',
    ])
  })
})
