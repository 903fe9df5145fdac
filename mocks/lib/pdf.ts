/**
 * Small PDF writer on pdf-lib (A4 or another format, Helvetica): titles, paragraphs with word
 * wrap, simple rows and automatic page breaks. Used by the printed sheet and the help pages.
 *
 * pdf-lib (with its fonts and pako, ~0.7 MB minified) is imported when the first PDF is made, not
 * with the fake backend: in the browser it is a chunk of its own, fetched on the first print, and
 * the fake backend's chunk stays under the build's chunk-size limit (vite.config.ts).
 */
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50

/** The size of a page and its margin, in points. */
export interface FormatoPagina {
  pagina: readonly [number, number]
  margine: number
}

/** A printed A4 page (the printed sheet). */
export const FORMATO_A4: FormatoPagina = { pagina: A4, margine: MARGIN }

/** Helvetica speaks WinAnsi: keep Latin-1 (Italian accents included), replace the rest. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\n\x20-\x7E\xA0-\xFF]/g, '?')
}

export class PdfWriter {
  private page!: PDFPage
  private y = 0

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly formato: FormatoPagina,
    private readonly colors: { text: Color; rule: Color },
  ) {
    this.addPage()
  }

  static async create(title: string, formato: FormatoPagina = FORMATO_A4): Promise<PdfWriter> {
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
    const doc = await PDFDocument.create()
    doc.setTitle(winAnsi(title))
    doc.setLanguage('it-IT')
    doc.setProducer('Back office fitness (fake backend)')
    const regular = await doc.embedFont(StandardFonts.Helvetica)
    const bold = await doc.embedFont(StandardFonts.HelveticaBold)
    return new PdfWriter(doc, regular, bold, formato, {
      text: rgb(0.1, 0.1, 0.1),
      rule: rgb(0.6, 0.6, 0.6),
    })
  }

  private addPage(): void {
    this.page = this.doc.addPage([...this.formato.pagina])
    this.y = this.formato.pagina[1] - this.formato.margine
  }

  private ensure(height: number): void {
    if (this.y - height < this.formato.margine) this.addPage()
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = []
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = ''
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line)
          line = word
        } else {
          line = candidate
        }
      }
      lines.push(line)
    }
    return lines
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {},
  ): this {
    const size = options.size ?? 11
    const font = options.bold ? this.bold : this.regular
    const indent = options.indent ?? 0
    const width = this.formato.pagina[0] - 2 * this.formato.margine - indent
    for (const line of this.wrap(text, font, size, width)) {
      this.ensure(size * 1.4)
      this.y -= size * 1.4
      this.page.drawText(line, {
        x: this.formato.margine + indent,
        y: this.y,
        size,
        font,
        color: this.colors.text,
      })
    }
    this.y -= options.gap ?? 2
    return this
  }

  title(text: string): this {
    return this.text(text, { size: 18, bold: true, gap: 8 })
  }

  heading(text: string): this {
    this.y -= 6
    return this.text(text, { size: 13, bold: true, gap: 4 })
  }

  rule(): this {
    this.ensure(10)
    this.y -= 6
    this.page.drawLine({
      start: { x: this.formato.margine, y: this.y },
      end: { x: this.formato.pagina[0] - this.formato.margine, y: this.y },
      thickness: 0.5,
      color: this.colors.rule,
    })
    this.y -= 6
    return this
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save()
  }
}

export function pdfResponse(bytes: Uint8Array, filename: string): Response {
  return new Response(bytes as unknown as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
    },
  })
}
