import {
  intensita,
  squilibri,
  volumeSettimanale,
  type EsercizioMuscoli,
  type GruppoSerie,
} from './volume'

const m = (id: number, nome: string) => ({ id, nome })
const PETTO = m(1, 'Grande pettorale')
const DELT_ANT = m(2, 'Deltoide anteriore')
const TRICIPITE = m(3, 'Tricipite brachiale')
const DORSALE = m(4, 'Gran dorsale')
const BICIPITE = m(5, 'Bicipite brachiale')
const ADDOME = m(6, "Retto dell'addome")

const panca: EsercizioMuscoli = {
  id: 10,
  muscoliPrimari: [PETTO],
  muscoliSinergici: [DELT_ANT, TRICIPITE],
  muscoliStabilizzatori: [ADDOME],
}
const lat: EsercizioMuscoli = { id: 11, muscoliPrimari: [DORSALE], muscoliSinergici: [BICIPITE] }
const dip: EsercizioMuscoli = { id: 12, muscoliPrimari: [TRICIPITE, PETTO] }
const catalogo = new Map([panca, lat, dip].map((e) => [e.id, e]))

const d = (id: number, serie: number | null) => ({ esercizio: { id }, serie })

describe('volumeSettimanale', () => {
  it('counts weekly sets per muscle in each role and weighs them 1 / 0,5 / 0,25', () => {
    const v = volumeSettimanale([{ dettagli: [d(10, 4), d(12, 3)] }], catalogo)
    const petto = v.muscoli.find((x) => x.id === PETTO.id)
    expect(petto?.serie).toEqual({ primario: 7, sinergico: 0, stabilizzatore: 0 })
    const tricipite = v.muscoli.find((x) => x.id === TRICIPITE.id)
    expect(tricipite?.serie).toEqual({ primario: 3, sinergico: 4, stabilizzatore: 0 })
    expect(tricipite?.pesato).toBe(5)
    expect(v.muscoli.find((x) => x.id === ADDOME.id)?.pesato).toBe(1)
    // Highest weighted total first.
    expect(v.muscoli.map((x) => x.nome)[0]).toBe('Grande pettorale')
  })

  it('adds up groups (one session each) and multiplies by sessions per week', () => {
    const gruppi: GruppoSerie[] = [{ dettagli: [d(10, 3)] }, { dettagli: [d(10, 2)] }]
    expect(volumeSettimanale(gruppi, catalogo).muscoli[0]?.serie.primario).toBe(5)
    expect(volumeSettimanale(gruppi, catalogo, 2).muscoli[0]?.serie.primario).toBe(10)
  })

  it('counts each exercise of a superset with its own sets', () => {
    // Panca + lat machine done back to back: both count their 3 sets.
    const v = volumeSettimanale([{ dettagli: [d(10, 3), d(11, 3)] }], catalogo)
    expect(v.muscoli.find((x) => x.id === PETTO.id)?.serie.primario).toBe(3)
    expect(v.muscoli.find((x) => x.id === DORSALE.id)?.serie.primario).toBe(3)
  })

  it('reports details without sets and unknown exercises, counting nothing for them', () => {
    const v = volumeSettimanale([{ dettagli: [d(10, null), d(11, 0), d(99, 4)] }], catalogo)
    expect(v.muscoli).toEqual([])
    expect(v.senzaSerie).toBe(2)
    expect(v.sconosciuti).toBe(1)
  })

  it('gives an empty map for no groups and for empty groups', () => {
    for (const gruppi of [[], [{ dettagli: [] }, { dettagli: [] }]]) {
      const v = volumeSettimanale(gruppi, catalogo)
      expect(v.muscoli).toEqual([])
      expect(v.perRegione.size).toBe(0)
      expect(intensita(v.perRegione).size).toBe(0)
      expect(squilibri(v.perRegione).every((s) => s.prevale === null)).toBe(true)
    }
  })

  it('sums muscles into body regions for the heat map, the busiest at 1', () => {
    const v = volumeSettimanale([{ dettagli: [d(10, 4)] }], catalogo)
    expect(v.perRegione.get('pettorali')).toBe(4)
    expect(v.perRegione.get('tricipiti')).toBe(2)
    const heat = intensita(v.perRegione)
    expect(heat.get('pettorali')).toBe(1)
    expect(heat.get('tricipiti')).toBe(0.5)
  })
})

describe('squilibri', () => {
  it('calls out push over pull beyond 1,5 and stays quiet when balanced', () => {
    const spinta = volumeSettimanale([{ dettagli: [d(10, 6), d(11, 2)] }], catalogo)
    const pushPull = squilibri(spinta.perRegione).find((s) => s.confronto === 'spintaTrazione')
    expect(pushPull?.prevale).toBe('a')
    const pari = volumeSettimanale([{ dettagli: [d(10, 3), d(11, 4)] }], catalogo)
    expect(squilibri(pari.perRegione).find((s) => s.confronto === 'spintaTrazione')?.prevale).toBe(
      null,
    )
  })

  it('calls out the posterior chain when only pulling is trained', () => {
    const v = volumeSettimanale([{ dettagli: [d(11, 4)] }], catalogo)
    const catene = squilibri(v.perRegione).find((s) => s.confronto === 'anteriorePosteriore')
    expect(catene).toMatchObject({ a: 0, prevale: 'b' })
  })
})
