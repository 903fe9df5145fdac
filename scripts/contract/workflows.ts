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
  /** A row another call created (a copy, a template): removed at the end unless `remove` did it. */
  adopt(module: string, id: number): void
  /** A row of this run that a call removed (delete by position, clear): nothing left to remove. */
  forget(module: string, id: number): void
  /** Whether the contract has this operation. */
  has(operationId: string): boolean
  /** Records operations as not called, with the reason. */
  skipOps(operationIds: readonly string[], note: string): void
}

/** Ends a workflow early: a call was not ok, or the run was interrupted. */
export class StopWorkflow extends Error {}

export interface Workflow {
  name: string
  /** Every operation the workflow calls (those it could not reach are reported as skipped). */
  ops: readonly string[]
  run(ctx: WorkflowContext): Promise<void>
}

const named = (ctx: WorkflowContext, what: string): string => `QA contratto ${ctx.stamp} ${what}`
const today = (): string => new Date().toISOString().slice(0, 10)
/** A day a year from now: after the run's own sheet starts (a programme given from then on). */
const inAYear = (): string => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10)

/** The id of a row in an answer (a copy, a template made from a sheet); the workflow stops without. */
function idIn(body: Record<string, unknown>, what: string): number {
  if (typeof body.id !== 'number') throw new StopWorkflow(`${what} answered no id`)
  return body.id
}

/**
 * create, get, (slim get), update, then (when the contract has it) duplica and the copy's
 * removal, and remove, of one row whose body is `body(label)`.
 */
function crud(
  module: string,
  body: (ctx: WorkflowContext, label: string) => Record<string, unknown>,
  slim = false,
): Workflow {
  const get = [`${module}_get`, ...(slim ? [`${module}_slimGet`] : [])]
  const duplica = `${module}_duplica`
  return {
    name: module,
    ops: [`${module}_create`, ...get, `${module}_update`, duplica, `${module}_remove`],
    async run(ctx) {
      const id = await ctx.create(module, body(ctx, 'nuovo'))
      for (const operationId of get) await ctx.step(operationId, { path: { id } })
      await ctx.step(`${module}_update`, { path: { id }, json: body(ctx, 'modificato') })
      if (ctx.has(duplica)) {
        const copy = idIn(await ctx.step(duplica, { path: { id } }), duplica)
        ctx.adopt(module, copy)
        await ctx.remove(module, copy)
      }
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
  'schedadettaglio_changePosition',
  'schedadettaglio_deleteByPosition',
  'schedadettaglio_remove',
  'schedagruppo_clearDettaglio',
] as const

/**
 * The details of a group: one created, read, updated; a second one, the two swapped and the first
 * position deleted; the other removed; a third one, cleared with the whole group's details.
 */
async function dettagli(ctx: WorkflowContext, gruppoId: number): Promise<void> {
  const esercizio = ctx.row('esercizio')
  if (!esercizio) {
    ctx.skipOps(DETTAGLIO_OPS, 'no esercizio in the list answer to put in the sheet')
    return
  }
  const dettaglio = (ordine: number, serie: number) => ({
    gruppoId,
    ordine,
    esercizio: { id: esercizio.id, nomenclatura: esercizio.nomenclatura },
    serie,
    ripetizioni: '10',
  })
  const first = await ctx.create('schedadettaglio', dettaglio(0, 3))
  await ctx.step('schedadettaglio_get', { path: { id: first } })
  await ctx.step('schedadettaglio_slimGet', { path: { id: first } })
  await ctx.step('schedadettaglio_update', { path: { id: first }, json: dettaglio(0, 4) })
  await ctx.step('schedadettaglio_bySchedaGruppo', { path: { schedaGruppoId: gruppoId } })

  const second = await ctx.create('schedadettaglio', dettaglio(1, 3))
  await ctx.step('schedadettaglio_changePosition', {
    path: { id: gruppoId },
    json: { oldIndex: 0, newIndex: 1 },
  })
  // After the swap the second detail is first: deleted by its position.
  await ctx.step('schedadettaglio_deleteByPosition', { path: { id: gruppoId, position: 0 } })
  ctx.forget('schedadettaglio', second)
  await ctx.remove('schedadettaglio', first)

  const third = await ctx.create('schedadettaglio', dettaglio(0, 3))
  await ctx.step('schedagruppo_clearDettaglio', { path: { id: gruppoId } })
  ctx.forget('schedadettaglio', third)
}

/**
 * A client (and their GDPR consent), a sheet of theirs, a group in it with details, the sheet in a
 * protocol of the run, a copy of the sheet and a template made from it, that template in a
 * protocol given to the client as a programme; then all removed.
 */
const clienteScheda: Workflow = {
  name: 'cliente e scheda',
  ops: [
    'cliente_create',
    'cliente_get',
    'cliente_update',
    'cliente_acceptGdpr',
    'scheda_create',
    'scheda_get',
    'scheda_slimGet',
    'scheda_update',
    'schedagruppo_create',
    'schedagruppo_get',
    'schedagruppo_slimGet',
    'schedagruppo_update',
    'schedagruppo_byScheda',
    'schedagruppo_removeMetodologiaBase',
    ...DETTAGLIO_OPS,
    'schedagruppo_remove',
    'protocollo_create',
    'protocollo_associateSchede',
    'protocollo_disassociateSchede',
    'protocollo_remove',
    'scheda_duplica',
    'scheda_createTemplateFromScheda',
    'protocollo_assegna',
    'scheda_remove',
    'cliente_remove',
  ],
  async run(ctx) {
    const cliente = (label: string) => ({ nome: 'QA', cognome: named(ctx, `cliente ${label}`) })
    const clienteId = await ctx.create('cliente', cliente('nuovo'))
    await ctx.step('cliente_get', { path: { id: clienteId } })
    await ctx.step('cliente_update', { path: { id: clienteId }, json: cliente('modificato') })
    await ctx.step('cliente_acceptGdpr', { json: { clienteId } })

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
    await ctx.step('schedagruppo_removeMetodologiaBase', { path: { id: gruppoId } })
    await dettagli(ctx, gruppoId)
    await ctx.remove('schedagruppo', gruppoId)

    const protocolloId = await ctx.create('protocollo', { nome: named(ctx, 'protocollo') })
    await ctx.step('protocollo_associateSchede', {
      json: { idProtocolli: [protocolloId], ordine: 0, idScheda: schedaId },
    })
    await ctx.step('protocollo_disassociateSchede', {
      json: { idProtocollo: protocolloId, idScheda: schedaId },
    })
    await ctx.remove('protocollo', protocolloId)

    const copia = idIn(
      await ctx.step('scheda_duplica', { json: { id: schedaId } }),
      'scheda_duplica',
    )
    ctx.adopt('scheda', copia)
    await ctx.remove('scheda', copia)
    const modello = idIn(
      await ctx.step('scheda_createTemplateFromScheda', {
        json: { id: schedaId, nome: named(ctx, 'modello') },
      }),
      'scheda_createTemplateFromScheda',
    )
    ctx.adopt('scheda', modello)

    const programma = await ctx.create('protocollo', { nome: named(ctx, 'programma') })
    await ctx.step('protocollo_associateSchede', {
      json: { idProtocolli: [programma], ordine: 0, idScheda: modello },
    })
    const assegnato = await ctx.step('protocollo_assegna', {
      path: { id: programma },
      json: { clienteId, dataInizio: inAYear(), settimane: [1] },
    })
    const schede = Array.isArray(assegnato.schede) ? assegnato.schede : []
    for (const made of schede as Record<string, unknown>[]) {
      const madeId = idIn(made, 'protocollo_assegna')
      ctx.adopt('scheda', madeId)
      await ctx.remove('scheda', madeId)
    }
    await ctx.remove('protocollo', programma)
    await ctx.remove('scheda', modello)

    await ctx.remove('scheda', schedaId)
    await ctx.remove('cliente', clienteId)
  },
}

/** A folder and an exercise of the run, associated and disassociated, then both removed. */
const cartellaEsercizio: Workflow = {
  name: 'cartella ed esercizio',
  ops: [
    'cartella_create',
    'esercizio_create',
    'cartella_associateEsercizi',
    'cartella_disassociateEsercizi',
    'esercizio_remove',
    'cartella_remove',
  ],
  async run(ctx) {
    const cartellaId = await ctx.create('cartella', {
      nome: named(ctx, 'cartella'),
      attrezzo: null,
    })
    const esercizioId = await ctx.create('esercizio', { nomenclatura: named(ctx, 'esercizio') })
    await ctx.step('cartella_associateEsercizi', {
      json: { idCartelle: [cartellaId], idEsercizio: esercizioId },
    })
    await ctx.step('cartella_disassociateEsercizi', {
      json: { idCartella: cartellaId, idEsercizio: esercizioId },
    })
    await ctx.remove('esercizio', esercizioId)
    await ctx.remove('cartella', cartellaId)
  },
}

/** A made-to-measure methodology, then removed. */
const metodologiaCustom: Workflow = {
  name: 'metodologia su misura',
  ops: ['metodologia_custom', 'metodologia_remove'],
  async run(ctx) {
    const body = await ctx.step('metodologia_custom', {
      json: { codice: `QA-SM-${ctx.stamp}`.slice(0, 30), descrizione: named(ctx, 'su misura') },
    })
    const id = idIn(body, 'metodologia_custom')
    ctx.adopt('metodologia', id)
    await ctx.remove('metodologia', id)
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
  metodologiaCustom,
  cartellaEsercizio,
  clienteScheda,
  preferenze,
]
