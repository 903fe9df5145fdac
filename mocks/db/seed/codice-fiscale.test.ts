import { codiceFiscale } from './codice-fiscale'

describe('codiceFiscale', () => {
  it('computes a known code with the real rules', () => {
    expect(codiceFiscale('Rossi', 'Mario', '1985-12-10', 'M', 'A562')).toBe('RSSMRA85T10A562S')
  })

  it("adds 40 to a woman's day of birth", () => {
    expect(codiceFiscale('Rossi', 'Maria', '1985-12-10', 'F', 'A562')).toMatch(/^RSSMRA85T50A562/)
  })

  it('takes the 1st, 3rd and 4th consonant of a name with four or more', () => {
    // Francesco: F R N C S C -> F N C
    expect(codiceFiscale('Bianchi', 'Francesco', '1990-01-05', 'M', 'F205').slice(3, 6)).toBe('FNC')
  })

  it('fills short names with vowels, then X; ignores accents, spaces and apostrophes', () => {
    expect(codiceFiscale("D'Aè", 'Lù', '2001-07-31', 'M', 'H501').slice(0, 6)).toBe('DAELUX')
  })

  it('gives a check letter that changes with the code', () => {
    const a = codiceFiscale('Verdi', 'Giuseppe', '1970-03-01', 'M', 'L219')
    const b = codiceFiscale('Verdi', 'Giuseppe', '1970-03-02', 'M', 'L219')
    expect(a).toMatch(/^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/)
    expect(a.slice(0, 15)).not.toBe(b.slice(0, 15))
    expect(a[15]).not.toBe(b[15])
  })
})
