/**
 * The create/update/delete workflows of `contract:verify --write`. Each one works only on rows it
 * creates (named "QA contratto <stamp> ..."), removes them itself, and the runner removes whatever
 * is left when a workflow stops half-way. Rows of other modules are only read (an esercizio to put
 * in a sheet, an attrezzo for an exercise). The user's own preferences are saved back unchanged.
 */
export interface WorkflowContext {
  /** A stamp of this run, unique enough for names and codes. */
  readonly stamp: string
  /** The claims of the access token of the run's user. */
  readonly claims: Record<string, unknown>
  /** The first row of a module's list answer, read in the read-only phase. */
  row(module: string): Record<string, unknown> | undefined
  /** Calls an operation; its answer's body, or the workflow stops when the call is not ok. */
  step(
    operationId: string,
    input?: { path?: Record<string, string | number>; json?: Record<string, unknown> },
  ): Promise<Record<string, unknown>>
  /** `<module>_create`; the new row's id, removed at the end unless `remove` did it. */
  create(module: string, json: Record<string, unknown>): Promise<number>
  /** `<module>_remove` of a row this run created. */
  remove(module: string, id: number): Promise<void>
  /** Records operations as not called, with the reason. */
  skipOps(operationIds: readonly string[], note: string): void
}

export interface Workflow {
  name: string
  /** Every operation the workflow calls (those it could not reach are reported as skipped). */
  ops: readonly string[]
  run(ctx: WorkflowContext): Promise<void>
}

const named = (ctx: WorkflowContext, what: string): string => `QA contratto ${ctx.stamp} ${what}`
const today = (): string => new Date().toISOString().slice(0, 10)

/** create, get, (slim get), update, remove of one row whose body is `body(label)`. */
function crud(
  module: string,
  body: (ctx: WorkflowContext, label: string) => Record<string, unknown>,
  slim = false,
): Workflow {
  const get = [`${module}_get`, ...(slim ? [`${module}_slimGet`] : [])]
  return {
    name: module,
    ops: [`${module}_create`, ...get, `${module}_update`, `${module}_remove`],
    async run(ctx) {
      const id = await ctx.create(module, body(ctx, 'nuovo'))
      for (const operationId of get) await ctx.step(operationId, { path: { id } })
      await ctx.step(`${module}_update`, { path: { id }, json: body(ctx, 'modificato') })
      await ctx.remove(module, id)
    },
  }
}

const refOf = (row: Record<string, unknown> | undefined): { id: unknown } | null =>
  row ? { id: row.id } : null

const DETTAGLIO_OPS = [
  'schedadettaglio_create',
  'schedadettaglio_get',
  'schedadettaglio_slimGet',
  'schedadettaglio_update',
  'schedadettaglio_bySchedaGruppo',
  'schedadettaglio_remove',
] as const

/** A client, a sheet of theirs, a group in it and an exercise in the group; then all removed. */
const clienteScheda: Workflow = {
  name: 'cliente e scheda',
  ops: [
    'cliente_create',
    'cliente_get',
    'cliente_update',
    'scheda_create',
    'scheda_get',
    'scheda_slimGet',
    'scheda_update',
    'schedagruppo_create',
    'schedagruppo_get',
    'schedagruppo_slimGet',
    'schedagruppo_update',
    'schedagruppo_byScheda',
    ...DETTAGLIO_OPS,
    'schedagruppo_remove',
    'scheda_remove',
    'cliente_remove',
  ],
  async run(ctx) {
    const cliente = (label: string) => ({ nome: 'QA', cognome: named(ctx, `cliente ${label}`) })
    const clienteId = await ctx.create('cliente', cliente('nuovo'))
    await ctx.step('cliente_get', { path: { id: clienteId } })
    await ctx.step('cliente_update', { path: { id: clienteId }, json: cliente('modificato') })

    const scheda = (label: string) => ({
      nome: named(ctx, `scheda ${label}`),
      dataInizio: today(),
      cliente: { id: clienteId },
    })
    const schedaId = await ctx.create('scheda', scheda('nuova'))
    await ctx.step('scheda_get', { path: { id: schedaId } })
    await ctx.step('scheda_slimGet', { path: { id: schedaId } })
    await ctx.step('scheda_update', { path: { id: schedaId }, json: scheda('modificata') })

    const gruppo = (nome: string) => ({ schedaId, nome, ordine: 0 })
    const gruppoId = await ctx.create('schedagruppo', gruppo('A'))
    await ctx.step('schedagruppo_get', { path: { id: gruppoId } })
    await ctx.step('schedagruppo_slimGet', { path: { id: gruppoId } })
    await ctx.step('schedagruppo_update', { path: { id: gruppoId }, json: gruppo('B') })
    await ctx.step('schedagruppo_byScheda', { path: { schedaId } })

    const esercizio = ctx.row('esercizio')
    if (esercizio) {
      const dettaglio = (serie: number) => ({
        gruppoId,
        ordine: 0,
        esercizio: { id: esercizio.id, nomenclatura: esercizio.nomenclatura },
        serie,
        ripetizioni: '10',
      })
      const dettaglioId = await ctx.create('schedadettaglio', dettaglio(3))
      await ctx.step('schedadettaglio_get', { path: { id: dettaglioId } })
      await ctx.step('schedadettaglio_slimGet', { path: { id: dettaglioId } })
      await ctx.step('schedadettaglio_update', { path: { id: dettaglioId }, json: dettaglio(4) })
      await ctx.step('schedadettaglio_bySchedaGruppo', { path: { schedaGruppoId: gruppoId } })
      await ctx.remove('schedadettaglio', dettaglioId)
    } else {
      ctx.skipOps(DETTAGLIO_OPS, 'no esercizio in the list answer to put in the sheet')
    }
    await ctx.remove('schedagruppo', gruppoId)
    await ctx.remove('scheda', schedaId)
    await ctx.remove('cliente', clienteId)
  },
}

/** The user's own preferences and welcome flag, saved back exactly as the token carries them. */
const preferenze: Workflow = {
  name: 'preferenze (unchanged)',
  ops: ['auth_savePreferenze', 'utente_updateShowWelcomeMessage'],
  async run(ctx) {
    const { preferenze: saved, showWelcomeMessage } = ctx.claims
    if (saved && typeof saved === 'object') {
      await ctx.step('auth_savePreferenze', { json: { preferenze: saved } })
    } else {
      ctx.skipOps(['auth_savePreferenze'], 'the token carries no preferenze to save back')
    }
    if (typeof showWelcomeMessage === 'boolean') {
      await ctx.step('utente_updateShowWelcomeMessage', { json: { showWelcomeMessage } })
    } else {
      ctx.skipOps(['utente_updateShowWelcomeMessage'], 'the token carries no showWelcomeMessage')
    }
  },
}

export const WORKFLOWS: readonly Workflow[] = [
  crud('cartella', (ctx, label) => ({ nome: named(ctx, `cartella ${label}`), attrezzo: null })),
  crud('protocollo', (ctx, label) => ({ nome: named(ctx, `protocollo ${label}`) })),
  crud('tipometodologia', (ctx, label) => ({ nome: named(ctx, `tipo ${label}`) }), true),
  crud('metodometodologia', (ctx, label) => ({ nome: named(ctx, `metodo ${label}`) }), true),
  crud('metodologia', (ctx, label) => ({
    codice: `QA-${ctx.stamp}`.slice(0, 30),
    descrizione: named(ctx, `metodologia ${label}`),
  })),
  crud(
    'esercizio',
    (ctx, label) => ({
      nomenclatura: named(ctx, `esercizio ${label}`),
      attrezzo: refOf(ctx.row('attrezzo')),
    }),
    true,
  ),
  crud('istruttore', (ctx, label) => ({ nome: 'QA', cognome: named(ctx, `istruttore ${label}`) })),
  clienteScheda,
  preferenze,
]
