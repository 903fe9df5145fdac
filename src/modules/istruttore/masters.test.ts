import { addMaster, hasMaster, removeMaster } from './masters'

describe('masters', () => {
  const masters = [
    { id: 1, nome: 'Posturale' },
    { id: 4, nome: 'Pilates' },
  ]

  it('adds a master by id', () => {
    expect(addMaster(masters, { id: 7, nome: 'Functional' })).toEqual([
      ...masters,
      { id: 7, nome: 'Functional' },
    ])
  })

  it('adding a master already present changes nothing', () => {
    expect(addMaster(masters, { id: 4, nome: 'Pilates' })).toEqual(masters)
    expect(addMaster(masters, { id: 4 })).toEqual(masters)
  })

  it('removes a master by id', () => {
    expect(removeMaster(masters, 1)).toEqual([{ id: 4, nome: 'Pilates' }])
    expect(removeMaster(masters, 99)).toEqual(masters)
    expect(hasMaster(masters, 4)).toBe(true)
    expect(hasMaster(removeMaster(masters, 4), 4)).toBe(false)
  })
})
