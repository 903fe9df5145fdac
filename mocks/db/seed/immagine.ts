/**
 * An exercise's picture: a small pictogram (a dumbbell) on a background of `colore` (a CSS colour,
 * one per body area), as an inline SVG data URL.
 */
export function immagineEsercizio(colore: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
    `<rect width="160" height="120" rx="12" fill="${colore}"/>` +
    '<rect x="30" y="40" width="16" height="40" rx="3" fill="#fff"/>' +
    '<rect x="114" y="40" width="16" height="40" rx="3" fill="#fff"/>' +
    '<rect x="46" y="56" width="68" height="8" fill="#fff"/></svg>'
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}
