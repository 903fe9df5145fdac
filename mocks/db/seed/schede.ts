/**
 * A tenant's sheets: its templates, its clients' sheets over the last year (the first clients
 * only, up to a total), drafts; each with its groups and their details.
 */
import type { components } from '@/api/schema.gen'
import {
  SCHEDE_CLIENTS_LIMIT,
  SCHEDE_MAX,
  nextId,
  type ClienteRow,
  type SchedaRow,
} from '../schema'
import * as D from '../data'
import type { Seed, SeedExercise, TenantContext } from './context'
import { DAY_MS, REF_MS, isoDate } from './formato'

type S = components['schemas']

const RIPETIZIONI = ['6', '8', '10', '12', '15', '8-10', '8-12', '10-12', '12-15', 'MAX'] as const
const RECUPERI = [45, 60, 75, 90, 120, 180] as const
const BOZZE_TEMPLATE = ['Mobilità per lavoratori sedentari', 'Circuito outdoor estivo'] as const

/** Exercises of some body areas (cached per combination). */
function eserciziDi(ctx: TenantContext, distretti: readonly D.Distretto[]): SeedExercise[] {
  const key = distretti.join('+')
  let pool = ctx.pools.get(key)
  if (!pool) {
    pool = ctx.esercizi.filter((e) => distretti.includes(e.distretto))
    ctx.pools.set(key, pool)
  }
  return pool
}

function nomeSchedaCliente(cliente: ClienteRow, startMs: number): string {
  const obiettivo =
    cliente.caratteristiche?.find((c) => c.nome === 'Obiettivo')?.valore ?? 'Allenamento'
  const d = new Date(startMs)
  return `${obiettivo} ${D.MESI[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

export function seedSchede(s: Seed, ctx: TenantContext): void {
  const { rng } = s
  const fitlab = ctx.seed.tenantId === D.TENANTS[0]!.tenantId
  const templates = fitlab ? D.SCHEDE_TEMPLATE : D.SCHEDE_TEMPLATE.slice(0, 6)
  for (const t of templates) {
    ctx.templates.push(
      scheda(s, ctx, {
        nome: t.nome,
        dataInizio: null,
        dataFine: null,
        cliente: null,
        isCliente: false,
        isTemplate: true,
        isBozza: false,
        note: t.note ?? null,
        split: t.split,
      }),
    )
  }
  schedeClienti(s, ctx, ctx.clienti.slice(0, SCHEDE_CLIENTS_LIMIT))
  // Drafts: new sheets being prepared for clients, and templates not finished yet.
  const draftClients = rng.some(ctx.clienti.slice(0, 200), fitlab ? 3 : 1, fitlab ? 3 : 1)
  for (const cliente of draftClients) {
    const start = REF_MS + rng.int(1, 14) * DAY_MS
    scheda(s, ctx, {
      nome: nomeSchedaCliente(cliente, start),
      dataInizio: isoDate(start),
      dataFine: isoDate(start + (8 * 7 - 1) * DAY_MS),
      cliente: { id: cliente.id, nome: cliente.nome, cognome: cliente.cognome },
      isCliente: true,
      isTemplate: false,
      isBozza: true,
      note: null,
      split: rng.int(0, D.SPLIT.length - 1),
    })
  }
  for (const nome of fitlab ? BOZZE_TEMPLATE : BOZZE_TEMPLATE.slice(0, 1)) {
    scheda(s, ctx, {
      nome,
      dataInizio: null,
      dataFine: null,
      cliente: null,
      isCliente: false,
      isTemplate: true,
      isBozza: true,
      note: null,
      split: rng.int(0, D.SPLIT.length - 1),
    })
  }
}

/**
 * The sheets of some clients over the last year (FitLab's 1 to 3 each, another tenant's 0 to 2),
 * until the database holds SCHEDE_MAX sheets.
 */
export function schedeClienti(s: Seed, ctx: TenantContext, clienti: readonly ClienteRow[]): void {
  const { rng } = s
  const fitlab = ctx.seed.tenantId === D.TENANTS[0]!.tenantId
  const totale = () => s.db.scheda.length
  for (const cliente of clienti) {
    if (totale() >= SCHEDE_MAX) return
    const count = fitlab ? rng.int(1, 3) : rng.chance(0.5) ? rng.int(1, 2) : 0
    const earliest = Math.max(
      Date.parse(`${cliente.createdAt.slice(0, 10)}T00:00:00Z`),
      REF_MS - 365 * DAY_MS,
    )
    let start = earliest + rng.int(0, Math.min(20, (REF_MS - earliest) / DAY_MS)) * DAY_MS
    for (let k = 0; k < count && start <= REF_MS && totale() < SCHEDE_MAX; k++) {
      const fine = start + (rng.int(6, 12) * 7 - 1) * DAY_MS
      scheda(s, ctx, {
        nome: nomeSchedaCliente(cliente, start),
        dataInizio: isoDate(start),
        dataFine: isoDate(fine),
        cliente: { id: cliente.id, nome: cliente.nome, cognome: cliente.cognome },
        isCliente: true,
        isTemplate: false,
        isBozza: false,
        note: rng.chance(0.25) ? rng.pick(D.NOTE_SCHEDA) : null,
        split: rng.int(0, D.SPLIT.length - 1),
      })
      start = fine + (1 + rng.int(0, 14)) * DAY_MS
    }
  }
}

function scheda(
  s: Seed,
  ctx: TenantContext,
  campi: Omit<S['SchedaSlim'], 'id' | 'cartelle' | 'protocolli'> & { split: number },
): SchedaRow {
  const { rng } = s
  const { split, ...fields } = campi
  const row: SchedaRow = {
    id: nextId(s.db, 'scheda'),
    ...fields,
    cartelle: [],
    tenantId: ctx.seed.tenantId,
  }
  s.db.scheda.push(row)
  const gruppi = D.SPLIT[split]!
  const nomi = ['A', 'B', 'C']
  gruppi.forEach((distretti, ordine) => {
    const base = rng.chance(0.3) ? rng.pick(ctx.metodologie) : null
    gruppo(s, ctx, row.id, nomi[ordine]!, ordine, base, distretti, 3, 6)
  })
  if (rng.chance(0.6)) {
    const mob = ctx.metodologiePerCodice.get(D.METODOLOGIA_STRETCHING)
    const base = mob && rng.chance(0.7) ? mob.ref : null
    gruppo(s, ctx, row.id, 'Stretching', gruppi.length, base, ['Stretching'], 3, 5)
  }
  return row
}

function gruppo(
  s: Seed,
  ctx: TenantContext,
  schedaId: number,
  nome: string,
  ordine: number,
  metodologiaBase: S['MetodologiaRef'] | null,
  distretti: readonly D.Distretto[],
  min: number,
  max: number,
): void {
  const { rng } = s
  const { tenantId } = ctx.seed
  const gruppoId = nextId(s.db, 'schedagruppo')
  s.db.schedagruppo.push({ id: gruppoId, schedaId, nome, ordine, metodologiaBase, tenantId })
  const stretching = distretti.includes('Stretching')
  const esercizi = rng.some(eserciziDi(ctx, distretti), min, max)
  esercizi.forEach((e, ordineDettaglio) => {
    const metodologia =
      metodologiaBase && rng.chance(0.7)
        ? metodologiaBase
        : !stretching && rng.chance(0.3)
          ? rng.pick(ctx.metodologie)
          : null
    const cicli = metodologia
      ? (ctx.metodologiePerCodice.get(metodologia.codice ?? '')?.cicli ?? [])
      : []
    const [lo, hi, step] = e.carico ?? [0, 0, 0]
    // Fields in this order: each draws from the seeded random sequence in turn.
    const row = {
      id: nextId(s.db, 'schedadettaglio'),
      gruppoId,
      ordine: ordineDettaglio,
      esercizio: e.slim,
      metodologia,
      serie: cicli.length
        ? cicli.reduce((sum, c) => sum + c.serie, 0)
        : stretching
          ? rng.int(1, 2)
          : rng.int(2, 5),
      ripetizioni: cicli.length
        ? cicli.map((c) => c.ripetizioni).join('/')
        : stretching
          ? '30 sec'
          : rng.pick(RIPETIZIONI),
      recupero: cicli.length ? (cicli[0]!.recupero ?? null) : stretching ? 15 : rng.pick(RECUPERI),
      carico: e.carico && !stretching ? lo + step * rng.int(0, Math.floor((hi - lo) / step)) : null,
      note: rng.chance(0.1) ? rng.pick(D.NOTE_DETTAGLIO) : null,
      tenantId,
    }
    // Loads of the demo sheets are in kg (the equipment's usual range).
    s.db.schedadettaglio.push({ ...row, caricoUnita: row.carico === null ? null : 'kg' })
  })
}
