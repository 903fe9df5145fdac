import {
  corrispondeRicerca,
  filtraOpzione,
  filtraRicerca,
  normalizzaRicerca,
  paroleRicerca,
  punteggioRicerca,
  punteggioTesto,
  testoRicerca,
} from './ricerca'

const giulia = ['Giulia', 'Verdi', 'VRDGLI85M41F205X', 'giulia.verdi@example.it']
const nicolo = ['Niccolò', 'Dell’Orto', 'DLLNCL90A01F205Z', null]

describe('the search rule', () => {
  it('compares without case and accents', () => {
    expect(normalizzaRicerca('Attività FÌSICA')).toBe('attivita fisica')
    expect(paroleRicerca('  Verdi   G ')).toEqual(['verdi', 'g'])
    expect(paroleRicerca('   ')).toEqual([])
  })

  it.each([
    'verdi',
    'verdi giulia',
    'Giulia Verdi',
    'Verdi G',
    'vrdgli',
    'VRDGLI85',
    'giulia.verdi@',
    'GIÙLIA',
  ])('finds Giulia Verdi by %p', (query) => {
    expect(corrispondeRicerca(query, giulia)).toBe(true)
  })

  it.each(['verdi mario', 'rossi', 'giuliaverdi'])('does not find her by %p', (query) => {
    expect(corrispondeRicerca(query, giulia)).toBe(false)
  })

  it('ignores accents in the data too, and words in any order', () => {
    expect(corrispondeRicerca('niccolo orto', nicolo)).toBe(true)
    expect(corrispondeRicerca('orto NICCOLÒ', nicolo)).toBe(true)
    expect(
      corrispondeRicerca('panca manubri', ['Distensioni con manubri su panca piana', 'Manubri']),
    ).toBe(true)
  })

  it('ranks matches at the start of a field, then of a word, before matches inside a word', () => {
    const rows = [
      { id: 1, nome: 'Curl con bilanciere' }, // "panca" nowhere
      { id: 2, nome: 'Spancata laterale' }, // inside a word
      { id: 3, nome: 'Distensioni su panca piana' }, // at a word's start
      { id: 4, nome: 'Panca inclinata' }, // at the field's start
      { id: 5, nome: 'Panca piana' },
    ]
    const found = filtraRicerca(rows, 'panca', (r) => [r.nome])
    expect(found.map((r) => r.id)).toEqual([4, 5, 3, 2])
    expect(punteggioRicerca(['panca'], ['Panca piana'])).toBeGreaterThan(
      punteggioRicerca(['panca'], ['Spancata'])!,
    )
  })

  it('keeps every row, in its order, for an empty search', () => {
    const rows = [{ n: 'b' }, { n: 'a' }]
    expect(filtraRicerca(rows, ' ', (r) => [r.n])).toEqual(rows)
  })

  it('reads any apostrophe as the plain one', () => {
    expect(normalizzaRicerca('Dell’Orto')).toBe("dell'orto")
    expect(corrispondeRicerca("dell'orto", nicolo)).toBe(true)
  })

  it('scores a kept text (testoRicerca) as the fields themselves', () => {
    const testo = testoRicerca(giulia)
    for (const query of ['verdi g', 'giu', 'example', 'rdgli', 'marco']) {
      const parole = paroleRicerca(query)
      expect(punteggioTesto(parole, testo)).toBe(punteggioRicerca(parole, giulia))
    }
    // A word never spans two fields.
    expect(corrispondeRicerca('verdivrd', giulia)).toBe(false)
    expect(punteggioTesto(paroleRicerca('verdi'), testo)).toBe(3)
    expect(punteggioTesto(paroleRicerca('verdi'), testoRicerca(['Anna De Verdi']))).toBe(2)
  })

  it('filters the options of a searchable select by their label', () => {
    const option = { value: 7, label: 'Distensioni con manubri su panca piana' }
    expect(filtraOpzione('panca manubri', option)).toBe(true)
    expect(filtraOpzione('PANCA inclinata', option)).toBe(false)
    expect(filtraOpzione('', option)).toBe(true)
    expect(filtraOpzione('x', undefined)).toBe(false)
  })
})
