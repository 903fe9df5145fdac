/**
 * The one search rule of the product, for the lists (through the fake backend's `search` filter)
 * and for the searches made on screen (the builder's exercise panel): every word typed must match
 * somewhere, in any order, case and accents ignored. A word matches inside a field's text; rows
 * whose words match at the start of a field or of one of its words come first.
 *
 *   "verdi giulia", "Giulia Verdi", "verdi g", "VRDGLI" (a codice fiscale's start) find Giulia Verdi;
 *   "panca manubri" finds "Distensioni con manubri su panca piana".
 */

const ACCENTS = /[\u0300-\u036f]/g
const APOSTROPHES = /[’‘`´]/g

/**
 * Lowercase, without accents, with one apostrophe ("Attività" -> "attivita", "Dell’Orto" ->
 * "dell'orto"): the form texts are compared in.
 */
export function normalizzaRicerca(text: string): string {
  return text.normalize('NFD').replace(ACCENTS, '').replace(APOSTROPHES, "'").toLowerCase()
}

/** The words of a search, normalised (none for an empty or blank search). */
export function paroleRicerca(query: string): string[] {
  return normalizzaRicerca(query)
    .split(/[\s,;]+/)
    .filter((w) => w.length > 0)
}

type Campo = string | number | null | undefined

/** A letter or digit of a normalised text (lowercase, no accents; other scripts count as letters). */
const isWordChar = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127

/**
 * How well `fields` match the words of a search: null when a word matches nowhere; otherwise a
 * score, higher when more words match at the start of a field (3) or of a word in it (2) rather
 * than inside a word (1). No words: every row matches with score 0.
 */
export function punteggioRicerca(
  parole: readonly string[],
  fields: readonly Campo[],
): number | null {
  return punteggioTesto(parole, testoRicerca(fields))
}

/** Where one field's text ends and the next begins in a testoRicerca. */
const SEPARATORE = '\u0000'

/**
 * The fields of a row as the rule compares them, in one normalised text: what a list engine may
 * keep per row (normalising thousands of rows at every keystroke costs more than the search).
 */
export function testoRicerca(fields: readonly Campo[]): string {
  let out = ''
  for (const field of fields) {
    if (field === null || field === undefined || field === '') continue
    out += (out === '' ? '' : SEPARATORE) + normalizzaRicerca(String(field))
  }
  return out
}

/** punteggioRicerca over a text made by testoRicerca. */
export function punteggioTesto(parole: readonly string[], testo: string): number | null {
  if (parole.length === 0) return 0
  let score = 0
  for (const parola of parole) {
    let best = 0
    let at = testo.indexOf(parola)
    while (at >= 0 && best < 3) {
      const prima = at === 0 ? SEPARATORE : testo[at - 1]!
      const here = prima === SEPARATORE ? 3 : isWordChar(prima.charCodeAt(0)) ? 1 : 2
      if (here > best) best = here
      at = testo.indexOf(parola, at + 1)
    }
    if (best === 0) return null
    score += best
  }
  return score
}

/** Whether `fields` match every word of `query` (the rule above, without ranking). */
export const corrispondeRicerca = (query: string, fields: readonly Campo[]): boolean =>
  punteggioRicerca(paroleRicerca(query), fields) !== null

/**
 * The rows that match `query`, best first; rows of the same score keep their order (the list's
 * own sort). An empty search answers the rows as they are.
 */
export function filtraRicerca<T>(
  rows: readonly T[],
  query: string,
  fields: (row: T) => readonly Campo[],
): T[] {
  const parole = paroleRicerca(query)
  if (parole.length === 0) return rows.slice()
  const scored: { row: T; score: number; index: number }[] = []
  rows.forEach((row, index) => {
    const score = punteggioRicerca(parole, fields(row))
    if (score !== null) scored.push({ row, score, index })
  })
  scored.sort((a, b) => b.score - a.score || a.index - b.index)
  return scored.map((s) => s.row)
}

/**
 * The `filterOption` of a searchable antd Select (`showSearch={{ filterOption: filtraOpzione }}`):
 * the options kept by the rule, over their label.
 */
export function filtraOpzione(input: string, option?: { label?: unknown }): boolean {
  if (paroleRicerca(input).length === 0) return true
  const label = option?.label
  return (
    (typeof label === 'string' || typeof label === 'number') && corrispondeRicerca(input, [label])
  )
}
