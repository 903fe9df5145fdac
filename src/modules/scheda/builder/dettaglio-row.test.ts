import type { Metodologia } from '../types'
import {
  caricoDellaRiga,
  eliminaRiga,
  freccia,
  scegliMetodologia,
  type AzioniRiga,
  type ContestoCarichi,
} from './dettaglio-row'
import type { Dettaglio } from './tree'

const GRUPPO = 7

const riga = (valori: Partial<Dettaglio> = {}): Dettaglio => ({
  id: 11,
  gruppoId: GRUPPO,
  ordine: 0,
  esercizio: { id: 101, nomenclatura: 'Panca piana' },
  metodologia: null,
  serie: null,
  ripetizioni: null,
  recupero: null,
  carico: null,
  caricoUnita: null,
  note: null,
  ...valori,
})

const SF01 = { id: 5, codice: 'SF-01', descrizione: 'Serie fisse 3x10' }

/** A methodology with two cycles (4x10 then 3x8, 90 s, 70% of the maximum), or none. */
const metodologia = (conCicli: boolean): Metodologia => ({
  id: 9,
  codice: 'PIR-02',
  descrizione: 'Piramidale',
  metodologiaCicli: conCicli
    ? [
        { ordine: 2, serie: 3, ripetizioni: '8' },
        { ordine: 1, serie: 4, ripetizioni: '10', recupero: 90, carico: 70 },
      ]
    : [],
})
const PIR02 = { id: 9, codice: 'PIR-02', descrizione: 'Piramidale' }
const CICLI = {
  serie: 7,
  ripetizioni: '10/8',
  recupero: 90,
  carico: 70,
  caricoUnita: 'percentuale',
}

const azioni = () =>
  ({
    setMetodologia: jest.fn(),
    togliMetodologiaGruppo: jest.fn(),
    elimina: jest.fn(),
    annulla: jest.fn(() => null),
  }) satisfies AzioniRiga

describe('a methodology chosen on a builder row', () => {
  it('"Nessuna metodologia" on a row without one changes nothing and says nothing', () => {
    const actions = azioni()
    const quanti = jest.fn(() => 0)
    expect(scegliMetodologia({ dettaglio: riga(), gruppoId: GRUPPO }, null, quanti, actions)).toBe(
      null,
    )
    expect(actions.setMetodologia).not.toHaveBeenCalled()
    expect(quanti).not.toHaveBeenCalled()
  })

  it('removed while other rows of the group have it: the toast offers to remove it from them', () => {
    const actions = azioni()
    const quanti = jest.fn(() => 3)
    const avviso = scegliMetodologia(
      { dettaglio: riga({ metodologia: SF01 }), gruppoId: GRUPPO },
      null,
      quanti,
      actions,
    )
    expect(actions.setMetodologia).toHaveBeenCalledWith([11], null)
    expect(quanti).toHaveBeenCalledWith(5)
    expect(avviso?.testo).toBe('SF-01 tolta da Panca piana')
    expect(avviso?.azione.label).toBe('Togli da tutti (2)')
    expect(actions.togliMetodologiaGruppo).not.toHaveBeenCalled()
    avviso?.azione.run()
    expect(actions.togliMetodologiaGruppo).toHaveBeenCalledWith(GRUPPO, 5)
    expect(actions.annulla).not.toHaveBeenCalled()
  })

  it('removed from the only row that has it: the toast offers "Annulla"', () => {
    const actions = azioni()
    const avviso = scegliMetodologia(
      { dettaglio: riga({ metodologia: SF01 }), gruppoId: GRUPPO },
      null,
      () => 1,
      actions,
    )
    expect(actions.setMetodologia).toHaveBeenCalledWith([11], null)
    expect(avviso?.testo).toBe('SF-01 tolta da Panca piana')
    expect(avviso?.azione.label).toBe('Annulla')
    avviso?.azione.run()
    expect(actions.annulla).toHaveBeenCalledTimes(1)
    expect(actions.togliMetodologiaGruppo).not.toHaveBeenCalled()
  })

  it('applied to an empty row: the row takes the values of its cycles, with no toast', () => {
    const actions = azioni()
    const avviso = scegliMetodologia(
      { dettaglio: riga(), gruppoId: GRUPPO },
      metodologia(true),
      () => 0,
      actions,
    )
    expect(avviso).toBe(null)
    expect(actions.setMetodologia).toHaveBeenCalledTimes(1)
    const [ids, ref, valori] = actions.setMetodologia.mock.calls[0]!
    expect(ids).toEqual([11])
    expect(ref).toEqual(PIR02)
    expect(valori(riga())).toEqual(CICLI)
  })

  it('without cycles, applied to a row with values: the values stay, with no toast', () => {
    const actions = azioni()
    const piena = riga({ serie: 3, ripetizioni: '12' })
    const avviso = scegliMetodologia(
      { dettaglio: piena, gruppoId: GRUPPO },
      metodologia(false),
      () => 0,
      actions,
    )
    expect(avviso).toBe(null)
    const [ids, ref, valori] = actions.setMetodologia.mock.calls[0]!
    expect(ids).toEqual([11])
    expect(ref).toEqual(PIR02)
    expect(valori(piena)).toEqual({})
  })

  it('with cycles, applied to a row with values: they stay, the toast offers the cycles', () => {
    const actions = azioni()
    const avviso = scegliMetodologia(
      { dettaglio: riga({ carico: 40 }), gruppoId: GRUPPO },
      metodologia(true),
      () => 0,
      actions,
    )
    expect(actions.setMetodologia).toHaveBeenCalledTimes(1)
    expect(actions.setMetodologia).toHaveBeenCalledWith([11], PIR02)
    expect(avviso?.testo).toBe('PIR-02 applicata a Panca piana: i valori scritti restano')
    expect(avviso?.azione.label).toBe('Applica i valori dei cicli')
    avviso?.azione.run()
    expect(actions.setMetodologia).toHaveBeenCalledTimes(2)
    const [ids, ref, valori, etichetta] = actions.setMetodologia.mock.calls[1]!
    expect(ids).toEqual([11])
    expect(ref).toEqual(PIR02)
    expect(valori(riga({ carico: 40 }))).toEqual(CICLI)
    expect(etichetta).toBe('Valori dai cicli di PIR-02')
  })
})

describe('a builder row deleted', () => {
  it('goes at once, and its toast offers "Annulla"', () => {
    const actions = azioni()
    const avviso = eliminaRiga(riga(), actions)
    expect(actions.elimina).toHaveBeenCalledWith([11])
    expect(avviso.testo).toBe('Esercizio eliminato: Panca piana')
    expect(avviso.azione.label).toBe('Annulla')
    expect(actions.annulla).not.toHaveBeenCalled()
    avviso.azione.run()
    expect(actions.annulla).toHaveBeenCalledTimes(1)
  })
})

describe('the arrows on a builder row', () => {
  const tasto = (key: string, mod: { altKey?: boolean; shiftKey?: boolean } = {}) =>
    freccia({ key, altKey: false, shiftKey: false, ...mod })

  it('go to the row above or below; with Alt they move the row', () => {
    expect(tasto('ArrowUp')).toEqual({ verso: -1, sposta: false })
    expect(tasto('ArrowDown')).toEqual({ verso: 1, sposta: false })
    expect(tasto('ArrowUp', { altKey: true })).toEqual({ verso: -1, sposta: true })
    expect(tasto('ArrowDown', { altKey: true, shiftKey: true })).toEqual({ verso: 1, sposta: true })
  })

  it('leave Shift with the arrows (the selection) and the other keys to others', () => {
    expect(tasto('ArrowDown', { shiftKey: true })).toBe(null)
    expect(tasto('Enter')).toBe(null)
    expect(tasto('ArrowLeft', { altKey: true })).toBe(null)
  })
})

describe('the kg of a builder row', () => {
  const carichi: ContestoCarichi = {
    impostazioni: { passo: 2.5, settimaneRitest: 8 },
    oggi: '2026-11-01',
  }
  const recente = { valore: 100, data: '2026-10-01' }
  const vecchio = { valore: 100, data: '2026-07-01' }
  const percento = riga({ carico: 70, caricoUnita: 'percentuale' })

  it('come from the maximum for a load in %, as typed', () => {
    expect(caricoDellaRiga(percento, undefined, recente, carichi)).toEqual({
      kg: { kg: 70, massimale: recente },
      nota: null,
    })
    expect(caricoDellaRiga(percento, '72,5', recente, carichi).kg?.kg).toBe(72.5)
    expect(caricoDellaRiga(percento, '', recente, carichi)).toEqual({ kg: null, nota: null })
  })

  it('say when the maximum is to be tested again, or missing', () => {
    expect(caricoDellaRiga(percento, undefined, vecchio, carichi)).toEqual({
      kg: { kg: 70, massimale: vecchio },
      nota: { testo: 'massimale di 17 settimane fa: da ritestare', ritestare: true },
    })
    expect(caricoDellaRiga(percento, undefined, undefined, carichi)).toEqual({
      kg: null,
      nota: { testo: 'nessun massimale per questo esercizio', ritestare: false },
    })
  })

  it('are not shown for a load in kg, nor on a sheet without client', () => {
    const kg = riga({ carico: 70, caricoUnita: 'kg' })
    expect(caricoDellaRiga(kg, undefined, recente, carichi)).toEqual({ kg: null, nota: null })
    expect(caricoDellaRiga(riga({ carico: 70 }), undefined, recente, carichi)).toEqual({
      kg: null,
      nota: null,
    })
    expect(caricoDellaRiga(percento, undefined, null, carichi)).toEqual({ kg: null, nota: null })
  })
})
