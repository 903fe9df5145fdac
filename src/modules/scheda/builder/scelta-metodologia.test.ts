import type { Metodologia } from '../types'
import { sceltaMetodologia } from './scelta-metodologia'
import type { Dettaglio } from './tree'

const riga = (valori: Partial<Dettaglio> = {}): Dettaglio => ({
  id: 7,
  gruppoId: 1,
  ordine: 0,
  esercizio: { id: 3, nomenclatura: 'Panca piana' },
  metodologia: null,
  serie: null,
  ripetizioni: null,
  recupero: null,
  carico: null,
  caricoUnita: null,
  note: null,
  ...valori,
})

const piramidale = {
  id: 4,
  codice: 'PIR',
  descrizione: 'Piramidale',
  metodologiaCicli: [
    { ordine: 0, serie: 1, ripetizioni: '12', recupero: 90, carico: 60 },
    { ordine: 1, serie: 1, ripetizioni: '10', recupero: 90, carico: 70 },
  ],
} as unknown as Metodologia
const ref = { id: 4, codice: 'PIR', descrizione: 'Piramidale' }

describe("the row's methodology choice", () => {
  it('an empty row takes the cycles and their values', () => {
    expect(sceltaMetodologia(riga(), piramidale, 0)).toEqual({
      tipo: 'conValori',
      ref,
      valori: {
        serie: 2,
        ripetizioni: '12/10',
        recupero: 90,
        carico: 60,
        caricoUnita: 'percentuale',
      },
    })
  })

  it('a row with values keeps them; the values of the cycles are offered', () => {
    const esito = sceltaMetodologia(riga({ serie: 4, ripetizioni: '8' }), piramidale, 0)
    expect(esito).toMatchObject({ tipo: 'offriValori', ref })
  })

  it('a methodology without cycles is simply put on the row', () => {
    const libera = { ...piramidale, metodologiaCicli: [] } as Metodologia
    expect(sceltaMetodologia(riga({ serie: 4 }), libera, 0)).toEqual({
      tipo: 'conValori',
      ref,
      valori: {},
    })
  })

  it('taking it off counts the other rows of the group that keep it', () => {
    const conPir = riga({ metodologia: ref })
    expect(sceltaMetodologia(conPir, null, 3)).toEqual({
      tipo: 'tolta',
      codice: 'PIR',
      metodologiaId: 4,
      altre: 2,
    })
    expect(sceltaMetodologia(conPir, null, 1)).toMatchObject({ altre: 0 })
    expect(sceltaMetodologia(riga(), null, 0)).toEqual({ tipo: 'niente' })
  })
})
