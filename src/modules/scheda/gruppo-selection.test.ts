import {
  gruppoSelectionReducer as reduce,
  initialGruppoSelection,
  isStretching,
  type GruppoInfo,
} from './gruppo-selection'

const A: GruppoInfo = { id: 1, nome: 'A' }
const B: GruppoInfo = { id: 2, nome: 'B' }
const S: GruppoInfo = { id: 3, nome: 'Stretching' }

describe('group selection', () => {
  it('selects the first non-Stretching group when the groups arrive', () => {
    expect(reduce(initialGruppoSelection, { type: 'sync', gruppi: [S, A, B] })).toEqual({
      selected: 1,
      previous: null,
    })
    expect(reduce(initialGruppoSelection, { type: 'sync', gruppi: [] }).selected).toBeNull()
  })

  it('remembers the previous group when switching to Stretching and restores it', () => {
    let state = reduce(initialGruppoSelection, { type: 'sync', gruppi: [A, B, S] })
    state = reduce(state, { type: 'select', gruppo: B })
    state = reduce(state, { type: 'select', gruppo: S })
    expect(state).toEqual({ selected: 3, previous: 2 })
    state = reduce(state, { type: 'back' })
    expect(state).toEqual({ selected: 2, previous: null })
  })

  it('forgets the remembered group once another group is picked', () => {
    let state = reduce(initialGruppoSelection, { type: 'sync', gruppi: [A, B, S] })
    state = reduce(state, { type: 'select', gruppo: S })
    state = reduce(state, { type: 'select', gruppo: B })
    expect(state).toEqual({ selected: 2, previous: null })
    expect(reduce(state, { type: 'back' })).toBe(state)
  })

  it('keeps a valid selection when groups are removed', () => {
    let state = reduce(initialGruppoSelection, { type: 'sync', gruppi: [A, B, S] })
    state = reduce(state, { type: 'select', gruppo: B })
    state = reduce(state, { type: 'select', gruppo: S })
    // the remembered group was deleted: back falls on nothing remembered
    state = reduce(state, { type: 'sync', gruppi: [A, S] })
    expect(state).toEqual({ selected: 3, previous: null })
    // the shown group was deleted: the first group is shown
    expect(reduce(state, { type: 'sync', gruppi: [A] })).toEqual({ selected: 1, previous: null })
  })

  it('recognises the Stretching group by name', () => {
    expect(isStretching({ nome: 'Stretching' })).toBe(true)
    expect(isStretching({ nome: ' stretching ' })).toBe(true)
    expect(isStretching({ nome: 'A' })).toBe(false)
  })
})
