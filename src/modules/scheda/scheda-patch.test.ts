import { schedaPatch, type SchedaRow } from './types'

/** A client's sheet as a list row has it (with what is not part of the PUT body). */
const riga: SchedaRow & { protocolli: { id: number; nome: string }[] } = {
  id: 17,
  nome: 'Dimagrimento novembre',
  dataInizio: '2025-11-03',
  dataFine: '2025-12-14',
  cliente: { id: 1, nome: 'Valentina', cognome: 'Bernasconi' },
  isCliente: true,
  isTemplate: false,
  isBozza: false,
  note: 'Ginocchio destro: niente salti',
  cartelle: [{ id: 4, nome: 'Inverno' }],
  protocolli: [{ id: 2, nome: 'Forza base' }],
}

describe('schedaPatch: the one body of a sheet change', () => {
  it('keeps every field it is not given and changes the ones it is', () => {
    expect(schedaPatch(riga, { nome: 'Dimagrimento dicembre' })).toEqual({
      nome: 'Dimagrimento dicembre',
      dataInizio: '2025-11-03',
      dataFine: '2025-12-14',
      cliente: { id: 1, nome: 'Valentina', cognome: 'Bernasconi' },
      isCliente: true,
      isTemplate: false,
      isBozza: false,
      note: 'Ginocchio destro: niente salti',
      cartelle: [{ id: 4, nome: 'Inverno' }],
    })
  })

  it('sends a value given as null (a date cleared) and leaves the sheet as it was', () => {
    const body = schedaPatch(riga, { dataFine: null, isBozza: true })
    expect(body).toMatchObject({ dataInizio: '2025-11-03', dataFine: null, isBozza: true })
    expect(riga.dataFine).toBe('2025-12-14')
    expect(riga.isBozza).toBe(false)
  })

  it('sends nothing outside the contract body: no id, protocols or groups', () => {
    const conGruppi = { ...riga, gruppi: [] }
    const body = schedaPatch(conGruppi, { isBozza: true })
    expect(Object.keys(body).sort()).toEqual(
      [
        'cartelle',
        'cliente',
        'dataFine',
        'dataInizio',
        'isBozza',
        'isCliente',
        'isTemplate',
        'nome',
        'note',
      ].sort(),
    )
  })

  it('does not empty a field the loaded sheet lacks (left out or dropped as drift)', () => {
    const { note: _note, cartelle: _cartelle, ...senza } = riga
    const body = schedaPatch(senza, { isBozza: true })
    expect(body).not.toHaveProperty('note')
    expect(body).not.toHaveProperty('cartelle')
    expect(body).toMatchObject({ nome: riga.nome, isBozza: true })
  })

  it('a field given as undefined keeps the sheet value', () => {
    expect(schedaPatch(riga, { nome: undefined }).nome).toBe('Dimagrimento novembre')
  })
})
