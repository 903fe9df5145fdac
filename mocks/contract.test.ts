/**
 * Contract test: EVERY operation of mocks/contract.gen.json is called through the MSW handlers
 * with valid input and must answer 2xx with a body that satisfies the operation's response
 * schema. Also: every (method, path) has an implementation and every implementation a contract
 * entry.
 */
import { resources, type ResourceKey } from '@/api/resources'
import { getDb } from '@mocks/db/store'
import { implementations } from './handlers'
import { createResetToken } from './lib/auth'
import { operations, type Operation } from './lib/contract'
import { check } from './lib/validation'
import type { AnyRow } from './lib/relations'
import {
  ADMIN,
  ISTRUTTORE,
  call,
  isPdf,
  login,
  serveFakeBackend,
  withRevision,
  type CallOptions,
} from './lib/testing'

serveFakeBackend()

type Who = 'admin' | 'istruttore' | 'nobody'
interface Fixture extends Omit<CallOptions, 'token'> {
  as?: Who
  path?: Record<string, string | number>
}
type FixtureFn = () => Fixture | Promise<Fixture>

const TENANT = 'fitlab'
const rows = (key: string): AnyRow[] =>
  ((getDb() as unknown as Record<string, AnyRow[]>)[key] ?? []).filter(
    (row) => row.tenantId === TENANT || row.tenantId === null,
  )
function first(key: string, where: (row: AnyRow) => boolean = () => true): AnyRow {
  const row = rows(key).find(where)
  if (!row) throw new Error(`fixture: no ${key} row`)
  return row
}
function last(key: string): AnyRow {
  const all = rows(key)
  const row = all[all.length - 1]
  if (!row) throw new Error(`fixture: no ${key} row`)
  return row
}
const id = (key: string, where?: (row: AnyRow) => boolean): number => first(key, where).id

const personale = (row: AnyRow): boolean => row.isTemplate !== true && row.cliente !== null
const dettagliCount = (gruppoId: number): number =>
  rows('schedadettaglio').filter((d) => d.gruppoId === gruppoId).length
const png = (): Blob =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], {
    type: 'image/png',
  })
const form = (fields: Record<string, string | Blob>): FormData => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value)
    else data.append(name, value, 'file.png')
  }
  data.append('frontendRevisionNumber', 'v1.0.27')
  return data
}

let codici = 0

/** Bodies of the generic create (POST, with revision) and update (PUT) of each module. */
const BODIES: Partial<Record<ResourceKey, () => Record<string, unknown>>> = {
  cliente: () => ({
    nome: 'Luca',
    cognome: 'Contratto',
    istruttore: { id: id('istruttore') },
    patologieMuscoli: [{ id: id('muscolo') }],
    caratteristiche: [{ nome: 'Altezza', valore: '180 cm' }],
    utente: { email: 'luca.contratto@example.it' },
  }),
  istruttore: () => ({
    nome: 'Sara',
    cognome: 'Contratto',
    dataNascita: '1990-05-01',
    masters: [{ id: id('master') }],
    disponibilita: [{ giorno: 'lunedi', oraInizio: '09:00', oraFine: '12:00' }],
  }),
  esercizio: () => ({
    nomenclatura: 'Squat di contratto',
    attrezzo: { id: id('attrezzo') },
    flagAttrezzoMacchina: 'L',
    muscoliPrimari: [{ id: id('muscolo') }],
    cartelle: [{ id: id('cartella') }],
  }),
  attrezzo: () => ({ nome: 'Attrezzo di contratto' }),
  cartella: () => ({ nome: 'Cartella di contratto', attrezzo: null }),
  protocollo: () => ({ nome: 'Protocollo di contratto' }),
  scheda: () => ({
    nome: 'Scheda di contratto',
    dataInizio: '2026-11-02',
    cliente: { id: id('cliente') },
  }),
  schedagruppo: () => ({ schedaId: id('scheda', personale), nome: 'B', ordine: 0 }),
  schedadettaglio: () => {
    const esercizio = first('esercizio')
    return {
      gruppoId: id('schedagruppo'),
      ordine: 0,
      esercizio: { id: esercizio.id, nomenclatura: esercizio.nomenclatura },
      serie: 3,
      ripetizioni: '10',
    }
  },
  // codici are unique in the tenant: the create and the update each get their own.
  metodologia: () => ({
    codice: `CT-${++codici}`,
    descrizione: 'Metodologia di contratto',
    metodologiaCicli: [{ ordine: 0, serie: 3, ripetizioni: '10' }],
  }),
  metodometodologia: () => ({ nome: 'Metodo di contratto' }),
  tipometodologia: () => ({ nome: 'Tipo di contratto' }),
}

/** A row of `key` made through its create operation, as `who`. */
async function createAs(who: Exclude<Who, 'nobody'>, key: string, body: unknown): Promise<AnyRow> {
  const create = operations.find((op) => op.operationId === `${key}_create`)
  if (!create) throw new Error(`fixture: no ${key}_create`)
  tokens[who] ??= (await login(EMAILS[who])).token
  const result = await call('POST', create.path, {
    token: tokens[who],
    json: withRevision(body as Record<string, unknown>),
  })
  if (result.status >= 300) throw new Error(`fixture: ${key}_create ${result.status}`)
  return result.body as AnyRow
}

function genericFixture(op: Operation): FixtureFn | undefined {
  const [module, action] = op.operationId.split('_') as [string, string]
  if (!(module in resources)) return undefined
  const key = module as ResourceKey
  const def = resources[key] as { ops: readonly string[]; role?: string }
  if (!def.ops.includes(action)) return undefined
  const as: Exclude<Who, 'nobody'> = def.role ? 'admin' : 'istruttore'
  const body = BODIES[key]
  switch (action) {
    case 'list':
    case 'slimList':
      return () => ({ as, query: { pageSize: 5 } })
    case 'get':
    case 'slimGet':
      return () => ({ as, path: { id: id(key) } })
    case 'remove':
      // Every test starts from the demo data, whose rows may be in use (a method used by some
      // methodologies cannot go): remove a row made for it when the module has a create body.
      return body
        ? async () => ({ as, path: { id: (await createAs(as, key, body())).id } })
        : () => ({ as, path: { id: last(key).id } })
    case 'create':
      return body ? () => ({ as, json: withRevision(body()) }) : undefined
    case 'update':
      return body ? () => ({ as, path: { id: id(key) }, json: body() }) : undefined
    default:
      return undefined
  }
}

/** A saved next-block progression: +2,5 kg, rounded to 2,5 kg plates. */
const PROGRESSIONE = {
  nome: 'Forza +2,5',
  regole: {
    carico: { modo: 'kg', valore: 2.5 },
    ripetizioni: null,
    seriePiuUno: false,
    scaricoPercentuale: null,
    passoKg: 2.5,
    esercizi: [1],
  },
}

/** Valid input of every module-specific operation. */
const FIXTURES: Record<string, FixtureFn> = {
  auth_login: () => ({
    as: 'nobody',
    json: withRevision({ username: ADMIN, password: 'Demo2026!' }),
  }),
  auth_refreshToken: async () => ({
    as: 'nobody',
    json: withRevision({ refresh_token: (await login(ISTRUTTORE)).refresh_token }),
  }),
  auth_resetPassword: async () => {
    const user = getDb().utente.find((u) => u.email === 'teresa.pirone@fitlab.it')
    if (!user) throw new Error('fixture: user')
    return {
      as: 'nobody',
      path: { resetToken: await createResetToken(user) },
      json: withRevision({ password: 'NuovaPassword1', confirm_password: 'NuovaPassword1' }),
    }
  },
  auth_requireResetPassword: () => ({ as: 'nobody', path: { email: ISTRUTTORE } }),
  auth_invalidateToken: async () => ({
    as: 'nobody',
    json: withRevision({ refresh_token: (await login(ISTRUTTORE)).refresh_token }),
  }),
  // Another email than the created client's: one login per email.
  cliente_update: () => ({
    path: { id: id('cliente') },
    json: { ...BODIES.cliente?.(), utente: { email: 'luca.aggiornato@example.it' } },
  }),
  auth_savePreferenze: () => ({
    json: withRevision({
      preferenze: { sidebar: 'sempreAperta', theme: 'light', showTooltip: 'YES' },
    }),
  }),
  utente_resetPasswordDaAdmin: () => ({
    as: 'admin',
    json: withRevision({
      userId: id('utente', (u) => u.email === 'davide.saracino@fitlab.it'),
      password: 'Tapis-Roulant-26',
      confirm_password: 'Tapis-Roulant-26',
      isReadUtenteDaAdmin: true,
    }),
  }),
  utente_updateShowWelcomeMessage: () => ({ json: withRevision({ showWelcomeMessage: false }) }),
  tenant_disattiva: () => ({ as: 'admin', json: withRevision({ tenantId: 'vitaattiva' }) }),
  tenant_attiva: () => ({
    as: 'admin',
    json: withRevision({ tenantId: 'corpolibero', dataScadenza: '2027-12-31' }),
  }),
  tenant_modificaDataScadenza: () => ({
    as: 'admin',
    json: withRevision({ tenantId: 'vitaattiva', dataScadenza: '2027-06-30' }),
  }),
  analytics_get: () => ({ as: 'admin' }),
  analytics_export: () => ({ as: 'admin' }),
  help_get: () => ({ as: 'nobody', path: { sectionName: 'clienti' } }),
  attrezzo_filterByIdEsercizi: () => ({ json: withRevision({ idEsercizi: [id('esercizio')] }) }),
  cartella_associateEsercizi: () => ({
    json: withRevision({ idCartelle: [id('cartella')], idEsercizio: last('esercizio').id }),
  }),
  cartella_disassociateEsercizi: () => {
    const esercizio = first('esercizio', (e) => Array.isArray(e.cartelle) && e.cartelle.length > 0)
    const cartella = (esercizio.cartelle as Array<{ id: number }>)[0]
    return { json: withRevision({ idCartella: cartella?.id, idEsercizio: esercizio.id }) }
  },
  cartella_duplica: () => ({ path: { id: id('cartella') }, json: withRevision() }),
  protocollo_duplica: () => ({ path: { id: id('protocollo') }, json: withRevision() }),
  protocollo_assegna: () => {
    const protocollo = first(
      'protocollo',
      (p) => Array.isArray(p.schede) && (p.schede as unknown[]).length > 0,
    )
    return {
      path: { id: protocollo.id },
      json: withRevision({
        clienteId: id('cliente'),
        // After every demo sheet: nothing of the client's within the programme.
        dataInizio: '2031-01-06',
        settimane: (protocollo.schede as unknown[]).map(() => 4),
      }),
    }
  },
  protocollo_associateSchede: () => ({
    json: withRevision({
      idProtocolli: [id('protocollo')],
      ordine: 0,
      idScheda: last('scheda').id,
    }),
  }),
  protocollo_disassociateSchede: () => {
    const protocollo = first('protocollo', (p) => (p.schede as unknown[]).length > 0)
    const scheda = (protocollo.schede as Array<{ id: number }>)[0]
    return { json: withRevision({ idProtocollo: protocollo.id, idScheda: scheda?.id }) }
  },
  protocollo_changePosition: () => ({
    path: { id: id('protocollo', (p) => (p.schede as unknown[]).length > 1) },
    json: withRevision({ oldIndex: 0, newIndex: 1 }),
  }),
  cliente_uploadPicture: () => ({
    form: form({ profilePicture: png(), id: String(id('cliente')) }),
  }),
  cliente_removePicture: () => ({ json: withRevision({ id: id('cliente') }) }),
  cliente_acceptGdpr: () => ({ json: withRevision({ clienteId: id('cliente') }) }),
  gdpr_informative: () => ({}),
  gdpr_daRinnovare: () => ({}),
  gdpr_registro: () => ({ path: { id: id('cliente') } }),
  gdpr_accessi: () => ({ path: { id: id('cliente') } }),
  gdpr_registra: () => ({ json: withRevision({ clienteId: id('cliente'), tipo: 'esportazione' }) }),
  gdpr_anonimizza: () => ({ json: withRevision({ clienteId: id('cliente') }) }),
  massimale_massimali: () => ({ path: { id: first('massimale').clienteId as number } }),
  massimale_storicoMassimali: () => ({ path: { id: first('massimale').clienteId as number } }),
  istruttore_uploadPicture: () => ({
    form: form({ profilePicture: png(), id: String(id('istruttore')) }),
  }),
  istruttore_removePicture: () => ({ json: withRevision({ id: id('istruttore') }) }),
  esercizio_nonAssociato: () => ({ path: { clienteId: first('massimale').clienteId as number } }),
  esercizioFile_upload: () => ({
    path: { id: id('esercizio') },
    form: form({ file: png(), fileType: 'immagine' }),
  }),
  esercizioFile_remove: async () => {
    const esercizio = id('esercizio')
    const { token } = await login(ISTRUTTORE)
    await call('POST', `/api/eserciziofile/${esercizio}`, {
      token,
      form: form({ file: png(), fileType: 'video' }),
    })
    return { path: { id: esercizio, fileType: 'video', fileNumber: 1 } }
  },
  metodologia_search: () => ({ query: { search: 'SF' } }),
  metodologia_duplica: () => ({ path: { id: id('metodologia') }, json: withRevision() }),
  metodologia_custom: () => ({ json: withRevision({ codice: 'CU-01', descrizione: 'Su misura' }) }),
  metodometodologia_duplica: () => ({
    path: { id: id('metodometodologia') },
    json: withRevision(),
  }),
  tipometodologia_duplica: () => ({ path: { id: id('tipometodologia') }, json: withRevision() }),
  scheda_old: () => ({}),
  scheda_duplica: () => ({ json: withRevision({ id: id('scheda', personale) }) }),
  progressione_list: () => ({}),
  progressione_create: () => ({ json: withRevision(PROGRESSIONE) }),
  progressione_remove: async () => ({
    path: { id: (await createAs('istruttore', 'progressione', PROGRESSIONE)).id },
  }),
  scheda_createFromTemplate: () => ({
    json: withRevision({
      id: id('scheda', (s) => s.isTemplate === true),
      schedaId: id('scheda', personale),
    }),
  }),
  scheda_createTemplateFromScheda: () => ({
    json: withRevision({ id: id('scheda', personale), nome: 'Modello di contratto' }),
  }),
  scheda_print: () => ({ path: { id: id('scheda', personale) } }),
  libreria_list: () => ({ query: { nome: 'a', pageSize: 5 } }),
  schedagruppo_byScheda: () => ({ path: { schedaId: id('scheda', personale) } }),
  schedagruppo_removeMetodologiaBase: () => ({ path: { id: id('schedagruppo') } }),
  schedagruppo_clearDettaglio: () => ({
    path: { id: last('schedagruppo').id },
    json: withRevision(),
  }),
  schedadettaglio_bySchedaGruppo: () => ({ path: { schedaGruppoId: id('schedagruppo') } }),
  schedadettaglio_changePosition: () => ({
    path: { id: id('schedagruppo', (g) => dettagliCount(g.id) > 1) },
    json: withRevision({ oldIndex: 0, newIndex: 1 }),
  }),
  schedadettaglio_deleteByPosition: () => ({
    path: { id: id('schedagruppo', (g) => dettagliCount(g.id) > 0), position: 0 },
  }),
  schedadettaglio_removeMetodologiaById: () => {
    const dettaglio = first('schedadettaglio', (d) => d.metodologia !== null)
    return {
      path: {
        id: dettaglio.gruppoId as number,
        metodologiaId: (dettaglio.metodologia as { id: number }).id,
      },
    }
  },
}

const fixtureOf = (op: Operation): FixtureFn | undefined =>
  FIXTURES[op.operationId] ?? genericFixture(op)

const tokens: Partial<Record<Who, string>> = {}
const EMAILS: Record<Exclude<Who, 'nobody'>, string> = {
  admin: ADMIN,
  istruttore: ISTRUTTORE,
}

describe('contract coverage', () => {
  test('every operation has a fixture (the list below must be empty)', () => {
    expect(operations.filter((op) => !fixtureOf(op)).map((op) => op.operationId)).toEqual([])
  })

  test('every (method, path) of the contract has an implementation', () => {
    expect(
      operations
        .filter((op) => !implementations[op.operationId])
        .map((op) => `${op.method} ${op.path}`),
    ).toEqual([])
  })

  test('every implementation has a contract entry', () => {
    const ids = new Set(operations.map((op) => op.operationId))
    expect(Object.keys(implementations).filter((opId) => !ids.has(opId))).toEqual([])
  })
})

describe('every operation answers 2xx with a body of its response schema', () => {
  test.each(operations.map((op) => [op.operationId, op] as const))('%s', async (_name, op) => {
    const fixture = await fixtureOf(op)?.()
    if (!fixture) throw new Error(`no fixture for ${op.operationId}`)
    const who = fixture.as ?? (op.secured ? 'istruttore' : 'nobody')
    if (who !== 'nobody') tokens[who] ??= (await login(EMAILS[who])).token
    const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = fixture.path?.[name]
      if (value === undefined) throw new Error(`${op.operationId}: no value for {${name}}`)
      return encodeURIComponent(String(value))
    })
    const result = await call(op.method.toUpperCase(), path, {
      ...fixture,
      token: who === 'nobody' ? undefined : tokens[who],
    })
    expect({
      op: op.operationId,
      status: result.status,
      body: result.status >= 300 ? result.body : null,
    }).toEqual({
      op: op.operationId,
      status: op.successStatus,
      body: null,
    })
    const response = op.responses.find((r) => r.status === result.status)
    expect(response).toBeDefined()
    if (response?.contentType === 'application/pdf') {
      expect(result.headers.get('Content-Type')).toBe('application/pdf')
      expect(isPdf(result.bytes)).toBe(true)
    } else if (response?.contentType?.startsWith('text/')) {
      expect(typeof result.body).toBe('string')
    }
    if (response?.schemaPointer && response.contentType?.includes('json')) {
      const { valid, errors } = check(response.schemaPointer, result.body)
      expect({ op: op.operationId, errors }).toEqual({ op: op.operationId, errors: {} })
      expect(valid).toBe(true)
    }
  })
})
