/** The Italian tax code (codice fiscale), computed with the real rules. */
import { pad2, slug } from './formato'

const CF_MONTHS = 'ABCDEHLMPRST'
const CF_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
]

function cfPart(s: string, isName: boolean): string {
  const letters = slug(s).toUpperCase()
  const consonants = letters.replace(/[AEIOU]/g, '')
  const vowels = letters.replace(/[^AEIOU]/g, '')
  if (isName && consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!
  return (consonants + vowels + 'XXX').slice(0, 3)
}

/** An Italian tax code built with the real rules (name parts, birth date, sex, place, check). */
export function codiceFiscale(
  cognome: string,
  nome: string,
  dataNascita: string,
  sesso: 'M' | 'F',
  codiceComune: string,
): string {
  const [year, month, day] = dataNascita.split('-').map(Number) as [number, number, number]
  const body =
    cfPart(cognome, false) +
    cfPart(nome, true) +
    pad2(year % 100) +
    CF_MONTHS[month - 1] +
    pad2(sesso === 'F' ? day + 40 : day) +
    codiceComune
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i)
    const v = c <= 57 ? c - 48 : c - 65
    sum += i % 2 === 0 ? CF_ODD[v]! : v
  }
  return body + String.fromCharCode(65 + (sum % 26))
}
