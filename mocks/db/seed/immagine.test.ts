import { immagineEsercizio } from './immagine'

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml;utf8,', ''))

describe('immagineEsercizio', () => {
  it('is an SVG data URL of a 160x120 picture on the given colour', () => {
    const url = immagineEsercizio('#27ae60')
    expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true)
    const svg = svgOf(url)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160" height="120"/)
    expect(svg).toContain('<rect width="160" height="120" rx="12" fill="#27ae60"/>')
    expect(svg.endsWith('</svg>')).toBe(true)
  })

  it('escapes the SVG for a URL (no raw quotes, #, < or spaces)', () => {
    const payload = immagineEsercizio('#c0392b').slice('data:image/svg+xml;utf8,'.length)
    expect(payload).not.toMatch(/["#< ]/)
  })

  it('parses as an SVG document', () => {
    const doc = new DOMParser().parseFromString(svgOf(immagineEsercizio('#000')), 'image/svg+xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(doc.documentElement.nodeName).toBe('svg')
    expect(doc.querySelectorAll('rect')).toHaveLength(4)
  })
})
