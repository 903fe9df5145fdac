import { NESSUNA_SELEZIONE, selezioneDopo } from './use-selezione-righe'

/** The keys of a group's rows, in order. */
const ORDINE = [10, 20, 30, 40, 50]

describe("the selection of a builder group's rows", () => {
  it('adds a row, and takes it away when used again', () => {
    const una = selezioneDopo(NESSUNA_SELEZIONE, ORDINE, null, 30, false)
    expect([...una]).toEqual([30])
    expect([...selezioneDopo(una, ORDINE, 30, 30, false)]).toEqual([])
  })

  it('with Shift adds every row from the last one used, either way', () => {
    expect([...selezioneDopo(new Set([20]), ORDINE, 20, 40, true)].sort()).toEqual([20, 30, 40])
    expect([...selezioneDopo(new Set([50]), ORDINE, 50, 30, true)].sort()).toEqual([30, 40, 50])
  })

  it('with Shift and no row used before (or one gone), adds or takes away that row alone', () => {
    expect([...selezioneDopo(NESSUNA_SELEZIONE, ORDINE, null, 40, true)]).toEqual([40])
    expect([...selezioneDopo(new Set([40]), ORDINE, 99, 40, true)]).toEqual([])
  })

  it('never changes the selection it is given', () => {
    const prima = new Set([10])
    selezioneDopo(prima, ORDINE, 10, 30, true)
    expect([...prima]).toEqual([10])
  })
})
