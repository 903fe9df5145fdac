/**
 * Data analysis (admin): totals over every tenant and the last 12 months, as JSON, or as a CSV
 * that Italian Excel opens as it is (see analytics_export).
 */
import dayjs from 'dayjs'
import type { Database } from '@mocks/db/database'
import { it } from '@/i18n/it'
import { formatMese } from '@/modules/analytics/mese'
import { nowIso } from '../lib/dates'
import type { ImplMap } from '../lib/dispatch'

export interface Analytics {
  generatoIl: string
  tenants: number
  totali: Record<
    'clienti' | 'istruttori' | 'esercizi' | 'schede' | 'protocolli' | 'metodologie',
    number
  >
  perMese: Array<{ mese: string; nuoviClienti: number; nuoveSchede: number }>
}

const MONTHS = 12

export function analytics(db: Database, now = dayjs()): Analytics {
  const months = Array.from({ length: MONTHS }, (_, i) =>
    now.subtract(MONTHS - 1 - i, 'month').format('YYYY-MM'),
  )
  const count = (dates: Array<string | null | undefined>): Map<string, number> => {
    const out = new Map<string, number>()
    for (const date of dates) {
      if (!date) continue
      const month = date.slice(0, 7)
      out.set(month, (out.get(month) ?? 0) + 1)
    }
    return out
  }
  const clienti = count(db.cliente.map((row) => row.createdAt))
  const schede = count(db.scheda.filter((row) => !row.isTemplate).map((row) => row.dataInizio))
  return {
    generatoIl: nowIso(),
    tenants: db.tenant.length,
    totali: {
      clienti: db.cliente.length,
      istruttori: db.istruttore.length,
      esercizi: db.esercizio.length,
      schede: db.scheda.length,
      protocolli: db.protocollo.length,
      metodologie: db.metodologia.length,
    },
    perMese: months.map((mese) => ({
      mese,
      nuoviClienti: clienti.get(mese) ?? 0,
      nuoveSchede: schede.get(mese) ?? 0,
    })),
  }
}

/** One CSV field: quoted when it holds the separator, a quote or a line break. */
const campo = (value: string | number): string => {
  const text = String(value)
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The byte order mark: Excel reads the file as UTF-8 only with it ("già" and not "giÃ "). */
const BOM = '\uFEFF'

/**
 * The analytics as Italian Excel opens them with a double click: UTF-8 with BOM, `;` between
 * fields (Excel's list separator with the Italian locale; a `,` would keep every row in one
 * cell), CRLF, the headers and months in Italian as on screen, plain digits (no grouping, which
 * Excel would misread). The months first, with their total, then the totals shown on screen.
 */
export function analyticsCsv(data: Analytics): string {
  const a = it.analisiDati
  const mesi = data.perMese
  const somma = (key: 'nuoviClienti' | 'nuoveSchede') => mesi.reduce((n, m) => n + m[key], 0)
  const righe: (string | number)[][] = [
    [it.comune.mese, a.nuoviClienti, a.nuoveSchede],
    ...mesi.map((m) => [formatMese(m.mese), m.nuoviClienti, m.nuoveSchede]),
    [a.csv.totaleMesi, somma('nuoviClienti'), somma('nuoveSchede')],
    [],
    [a.totali, a.csv.numero],
    [it.comune.tenants, data.tenants],
    [it.comune.clienti, data.totali.clienti],
    [it.comune.istruttori, data.totali.istruttori],
    [it.comune.esercizi, data.totali.esercizi],
    [it.comune.schede, data.totali.schede],
    [it.comune.protocolli, data.totali.protocolli],
    [it.comune.metodologie, data.totali.metodologie],
    [],
    [a.aggiornatoIl(dayjs(data.generatoIl).format('DD/MM/YYYY HH:mm'))],
  ]
  return BOM + righe.map((riga) => riga.map(campo).join(';')).join('\r\n') + '\r\n'
}

export const analyticsImpls: ImplMap = {
  analytics_get: (ctx) => analytics(ctx.db),

  analytics_export: (ctx) =>
    new Response(analyticsCsv(analytics(ctx.db)), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="analisi-dati.csv"',
      },
    }),
}
