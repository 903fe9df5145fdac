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

/** Lowercase, without accents ("Attività" -> "attivita"): the form texts are compared in. */
export function normalizzaRicerca(text: string): string {
  return text.normalize('NFD').replace(ACCENTS, '').toLowerCase()
}

/** The words of a search, normalised (none for an empty or blank search). */
export function paroleRicerca(query: string): string[] {
  return normalizzaRicerca(query)
    .split(/[\s,;]+/)
    .filter((w) => w.length > 0)
}

type Campo = string | number | null | undefined

const isWordStart = (text: string, at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!)

/**
 * How well `fields` match the words of a search: null when a word matches nowhere; otherwise a
 * score, higher when more words match at the start of a field (3) or of a word in it (2) rather
 * than inside a word (1). No words: every row matches with score 0.
 */
export function punteggioRicerca(
  parole: readonly string[],
  fields: readonly Campo[],
): number | null {
  if (parole.length === 0) return 0
  const texts = fields
    .filter((f): f is string | number => f !== null && f !== undefined && f !== '')
    .map((f) => normalizzaRicerca(String(f)))
  let score = 0
  for (const parola of parole) {
    let best = 0
    for (const text of texts) {
      let at = text.indexOf(parola)
      while (at >= 0 && best < 3) {
        const here = at === 0 ? 3 : isWordStart(text, at) ? 2 : 1
        if (here > best) best = here
        at = text.indexOf(parola, at + 1)
      }
      if (best === 3) break
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
