/** Data analysis (admin): totals over every tenant and the last 12 months, as JSON or CSV. */
import dayjs from 'dayjs'
import type { Database } from '@mocks/db/database'
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

export const analyticsImpls: ImplMap = {
  analytics_get: (ctx) => analytics(ctx.db),

  analytics_export: (ctx) => {
    const rows = analytics(ctx.db).perMese.map(
      (row) => `${row.mese},${row.nuoviClienti},${row.nuoveSchede}`,
    )
    const csv = ['mese,nuoviClienti,nuoveSchede', ...rows].join('\r\n') + '\r\n'
    return new Response(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="analisi-dati.csv"',
      },
    })
  },
}
