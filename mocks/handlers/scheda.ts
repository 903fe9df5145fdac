/**
 * Sheets: create/update (isCliente follows cliente), old sheets, the template library,
 * duplication (default name Personalizzata), template <-> sheet, and the printed sheet (PDF).
 */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import { formatDecimal, formatDurata } from '@/components/format-number'
import { NOME_SCHEDA_PERSONALIZZATA } from '@/config/constants'
import type { Session } from '../lib/auth'
import { formatIt, todayIso } from '../lib/dates'
import { requireSession, type Ctx, type ImplMap } from '../lib/dispatch'
import { PdfWriter, pdfResponse } from '../lib/pdf'
import { dettagliOf, gruppiOf, present } from '../lib/present'
import {
  assertWritable,
  findVisible,
  isVisible,
  refShape,
  rowsOf,
  visibleRows,
  type AnyRow,
} from '../lib/relations'
import type { Database } from '@mocks/db/database'
import { createRow, idParam, listImpl, updateRow } from './generic'

/** isCliente follows the cliente of the body unless the body says otherwise. */
function clienteFlag(body: Record<string, unknown>): Record<string, unknown> {
  if (!('cliente' in body) || 'isCliente' in body) return {}
  return { isCliente: body.cliente !== null && body.cliente !== undefined }
}

/** Copies the groups and details of sheet `fromId` into sheet `toId`, after its own groups. */
export function copyContent(db: Database, session: Session, fromId: number, toId: number): void {
  const start = gruppiOf(db, toId, session).length
  gruppiOf(db, fromId, session).forEach((gruppo, index) => {
    const gruppoCopy: AnyRow = {
      ...structuredClone(gruppo),
      id: nextId(db, 'schedagruppo'),
      tenantId: session.tenantId,
      schedaId: toId,
      ordine: start + index,
    }
    rowsOf(db, 'schedagruppo').push(gruppoCopy)
    for (const dettaglio of dettagliOf(db, gruppo.id, session)) {
      rowsOf(db, 'schedadettaglio').push({
        ...structuredClone(dettaglio),
        id: nextId(db, 'schedadettaglio'),
        tenantId: session.tenantId,
        gruppoId: gruppoCopy.id,
      })
    }
  })
}

const failure = (error: string): Record<string, unknown> => ({ success: false, id: null, error })

function findScheda(ctx: Ctx, id: unknown): AnyRow | undefined {
  const row = rowsOf(ctx.db, 'scheda').find((candidate) => candidate.id === id)
  return row && isVisible('scheda', row, requireSession(ctx)) ? row : undefined
}

const idList = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : [])

async function printScheda(ctx: Ctx): Promise<Response> {
  const session = requireSession(ctx)
  const scheda = findVisible(ctx.db, 'scheda', idParam(ctx), session)
  const cliente = scheda.cliente as { nome?: string; cognome?: string } | null | undefined
  const pdf = await PdfWriter.create(`Scheda ${String(scheda.nome)}`)
  pdf.title(`Scheda di allenamento: ${String(scheda.nome)}`)
  pdf.text(
    `Cliente: ${cliente ? `${cliente.cognome ?? ''} ${cliente.nome ?? ''}`.trim() : 'nessuno (modello)'}`,
  )
  pdf.text(`Data di inizio: ${formatIt(scheda.dataInizio as string | null) || '-'}`)
  pdf.text(`Data di fine: ${formatIt(scheda.dataFine as string | null) || '-'}`)
  if (scheda.note) pdf.text(`Note: ${String(scheda.note)}`)
  pdf.rule()
  const gruppi = gruppiOf(ctx.db, scheda.id, session)
  if (gruppi.length === 0) pdf.text('La scheda non contiene ancora gruppi di esercizi.')
  for (const gruppo of gruppi) {
    const base = gruppo.metodologiaBase as { codice?: string; descrizione?: string } | null
    pdf.heading(`Gruppo ${String(gruppo.nome)}`)
    if (base)
      pdf.text(`Metodologia di base: ${base.codice ?? ''} ${base.descrizione ?? ''}`.trim(), {
        size: 10,
      })
    const dettagli = dettagliOf(ctx.db, gruppo.id, session)
    if (dettagli.length === 0) pdf.text('Nessun esercizio.', { indent: 12, size: 10 })
    dettagli.forEach((dettaglio, index) => {
      const esercizio = dettaglio.esercizio as { nomenclatura?: string } | null
      const metodologia = dettaglio.metodologia as { codice?: string } | null
      const carico = dettaglio.carico as number | null | undefined
      const parts = [
        dettaglio.serie ? `serie ${String(dettaglio.serie)}` : '',
        dettaglio.ripetizioni ? `ripetizioni ${String(dettaglio.ripetizioni)}` : '',
        dettaglio.recupero !== null && dettaglio.recupero !== undefined
          ? `recupero ${formatDurata(dettaglio.recupero as number)}`
          : '',
        carico !== null && carico !== undefined
          ? dettaglio.caricoUnita === 'percentuale'
            ? `carico ${formatDecimal(carico)}% del massimale`
            : `carico ${formatDecimal(carico)} kg`
          : '',
        metodologia?.codice ? `metodologia ${metodologia.codice}` : '',
      ].filter(Boolean)
      pdf.text(`${index + 1}. ${esercizio?.nomenclatura ?? 'Esercizio'}`, {
        indent: 12,
        bold: true,
        size: 11,
      })
      if (parts.length > 0) pdf.text(parts.join(' - '), { indent: 24, size: 10 })
      if (dettaglio.note) pdf.text(`Note: ${String(dettaglio.note)}`, { indent: 24, size: 10 })
    })
  }
  pdf.rule().text(`Stampata il ${formatIt(todayIso())}`, { size: 9 })
  return pdfResponse(await pdf.bytes(), `scheda-${scheda.id}.pdf`)
}

/** The library's templates in the cartelle and protocolli asked (any of); nome: see libreria_list. */
const listaModelli = listImpl('scheda', {
  variant: 'slim',
  source: (ctx) => {
    const session = requireSession(ctx)
    const cartelle = new Set(idList(ctx.query.idCartelle))
    const protocolli = idList(ctx.query.idProtocolli)
    const inProtocolli = new Set(
      visibleRows(ctx.db, 'protocollo', session)
        .filter((p) => protocolli.includes(p.id))
        .flatMap((p) => ((p.schede as Array<{ id: number }> | undefined) ?? []).map((s) => s.id)),
    )
    return visibleRows(ctx.db, 'scheda', session).filter(
      (row) =>
        row.isTemplate === true &&
        (cartelle.size === 0 ||
          ((row.cartelle as Array<{ id: number }> | undefined) ?? []).some((c) =>
            cartelle.has(c.id),
          )) &&
        (protocolli.length === 0 || inProtocolli.has(row.id)),
    )
  },
})

export const schedaImpls: ImplMap = {
  scheda_create: (ctx) =>
    present(ctx.db, 'scheda', createRow(ctx, 'scheda', clienteFlag(ctx.body)), requireSession(ctx)),

  scheda_update: (ctx) =>
    present(ctx.db, 'scheda', updateRow(ctx, 'scheda', clienteFlag(ctx.body)), requireSession(ctx)),

  /** Sheets already over: dataFine before today, templates excluded. */
  scheda_old: listImpl('scheda', {
    variant: 'slim',
    source: (ctx) => {
      const today = todayIso()
      return visibleRows(ctx.db, 'scheda', requireSession(ctx)).filter(
        (row) =>
          row.isTemplate !== true && typeof row.dataFine === 'string' && row.dataFine < today,
      )
    },
  }),

  /**
   * The template library: filters nome (the search rule, best matches first), idCartelle,
   * idProtocolli (any of).
   */
  libreria_list: (ctx) => {
    const nome = typeof ctx.query.nome === 'string' ? ctx.query.nome : ''
    const filters = ctx.query.filters
    const own =
      filters !== null && typeof filters === 'object' && !Array.isArray(filters) ? filters : {}
    return listaModelli({
      ...ctx,
      query: { ...ctx.query, filters: nome.trim() === '' ? own : { ...own, search: nome } },
    })
  },

  scheda_duplica: (ctx) => {
    const session = requireSession(ctx)
    const original = findVisible(ctx.db, 'scheda', ctx.body.id, session)
    const clienteId = ctx.body.clienteId
    const cliente =
      clienteId === null || clienteId === undefined
        ? (original.cliente ?? null)
        : refShape('cliente', findVisible(ctx.db, 'cliente', clienteId, session))
    const copy: AnyRow = {
      ...structuredClone(original),
      id: nextId(ctx.db, 'scheda'),
      tenantId: session.tenantId,
      nome: typeof ctx.body.nome === 'string' ? ctx.body.nome : NOME_SCHEDA_PERSONALIZZATA,
      cliente,
      isCliente: cliente !== null,
      isTemplate: cliente === null ? original.isTemplate === true : false,
    }
    rowsOf(ctx.db, 'scheda').push(copy)
    copyContent(ctx.db, session, original.id, copy.id)
    notifyChanged()
    return present(ctx.db, 'scheda', copy, session)
  },

  scheda_createFromTemplate: (ctx) => {
    const session = requireSession(ctx)
    const template = findScheda(ctx, ctx.body.id)
    if (!template) return failure('Il modello selezionato non esiste.')
    if (template.isTemplate !== true) return failure('La scheda selezionata non è un modello.')
    const target = findVisible(ctx.db, 'scheda', ctx.body.schedaId, session)
    assertWritable(target, session)
    copyContent(ctx.db, session, template.id, target.id)
    notifyChanged()
    return { success: true, id: target.id, error: null }
  },

  scheda_createTemplateFromScheda: (ctx) => {
    const session = requireSession(ctx)
    const source = findScheda(ctx, ctx.body.id)
    if (!source) return failure('La scheda selezionata non esiste.')
    const template: AnyRow = {
      ...structuredClone(source),
      id: nextId(ctx.db, 'scheda'),
      tenantId: session.tenantId,
      nome: String(ctx.body.nome),
      cliente: null,
      isCliente: false,
      isTemplate: true,
      isBozza: false,
      dataInizio: null,
      dataFine: null,
    }
    rowsOf(ctx.db, 'scheda').push(template)
    copyContent(ctx.db, session, source.id, template.id)
    notifyChanged()
    return { success: true, id: template.id, error: null }
  },

  scheda_print: printScheda,
}
