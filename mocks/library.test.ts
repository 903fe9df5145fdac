/**
 * The rules of the library the sheets are built from, through the handlers: drafts only admins
 * touch, codici and equipment names unique in the tenant, one default per list of methods and
 * types (never deleted while used), custom methodologies, folders and their exercises.
 */
import { getDb } from '@mocks/db/store'
import type { AnyRow } from './lib/relations'
import { ADMIN, ISTRUTTORE, call, login, serveFakeBackend, withRevision } from './lib/testing'

serveFakeBackend()

let istruttore = ''
let admin = ''
beforeEach(async () => {
  istruttore = (await login(ISTRUTTORE)).token
  admin = (await login(ADMIN)).token
})

const fitlab = (key: string): AnyRow[] =>
  ((getDb() as unknown as Record<string, AnyRow[]>)[key] ?? []).filter(
    (r) => r.tenantId === 'fitlab',
  )
const metodologia = (codice: string): AnyRow => {
  const row = fitlab('metodologia').find((m) => m.codice === codice)
  if (!row) throw new Error(`no ${codice}`)
  return row
}
const post = (token: string, path: string, json: Record<string, unknown> = {}) =>
  call('POST', path, { token, json: withRevision(json) })
const codici = (body: { data: Array<{ codice: string }> }) => body.data.map((m) => m.codice)

const DRAFTS = ['GVT-01', 'PIR-04', 'STR-02']

describe('draft methodologies are admin-only', () => {
  test('the demo data has the three drafts', () => {
    expect(
      fitlab('metodologia')
        .filter((m) => m.isBozza === true)
        .map((m) => m.codice)
        .sort(),
    ).toEqual(DRAFTS)
  })

  test.each([{}, { roleFilter: true }, { roleFilter: false }])(
    'an instructor never lists a draft, whatever the query (%j); an admin lists them',
    async (query) => {
      const asIstruttore = await call('GET', '/api/metodologia/', {
        token: istruttore,
        query: { ...query, pageSize: -1 },
      })
      expect(asIstruttore.status).toBe(200)
      expect(codici(asIstruttore.body)).not.toEqual(expect.arrayContaining([DRAFTS[0]]))
      expect(asIstruttore.body.data.some((m: AnyRow) => m.isBozza)).toBe(false)
      expect(asIstruttore.body.count).toBe(fitlab('metodologia').length - DRAFTS.length)
      const asAdmin = await call('GET', '/api/metodologia/', {
        token: admin,
        query: { ...query, pageSize: -1 },
      })
      expect(codici(asAdmin.body)).toEqual(expect.arrayContaining(DRAFTS))
    },
  )

  test('metodologia-search answers drafts to admins only', async () => {
    const asIstruttore = await call('GET', '/api/metodologia-search', {
      token: istruttore,
      query: { search: 'gvt' },
    })
    expect(asIstruttore.body).toEqual({ data: [], count: 0 })
    const asAdmin = await call('GET', '/api/metodologia-search', {
      token: admin,
      query: { search: 'gvt' },
    })
    expect(codici(asAdmin.body)).toEqual(['GVT-01'])
  })

  test('an instructor gets 403 on reading, updating, duplicating or deleting a draft', async () => {
    const gvt = metodologia('GVT-01')
    const before = structuredClone(gvt)
    const count = getDb().metodologia.length
    const forbidden = { code: 403, message: 'Accesso negato' }

    const read = await call('GET', `/api/metodologia/${gvt.id}`, { token: istruttore })
    expect([read.status, read.body]).toEqual([403, forbidden])
    const update = await call('PUT', `/api/metodologia/${gvt.id}`, {
      token: istruttore,
      json: { codice: 'GVT-01', descrizione: 'Pubblicata', isBozza: false },
    })
    expect([update.status, update.body]).toEqual([403, forbidden])
    const duplica = await post(istruttore, `/api/metodologia-duplica/${gvt.id}`)
    expect([duplica.status, duplica.body]).toEqual([403, forbidden])
    const remove = await call('DELETE', `/api/metodologia/${gvt.id}`, { token: istruttore })
    expect([remove.status, remove.body]).toEqual([403, forbidden])

    expect(metodologia('GVT-01')).toEqual(before)
    expect(getDb().metodologia).toHaveLength(count)
  })

  test('an admin reads, publishes and duplicates a draft', async () => {
    const gvt = metodologia('GVT-01')
    expect((await call('GET', `/api/metodologia/${gvt.id}`, { token: admin })).status).toBe(200)
    const copy = await post(admin, `/api/metodologia-duplica/${gvt.id}`)
    expect(copy.body).toMatchObject({ codice: 'GVT-01 (copia)', isBozza: true })
    const published = await call('PUT', `/api/metodologia/${gvt.id}`, {
      token: admin,
      json: { codice: 'GVT-01', descrizione: 'German Volume Training 10x10', isBozza: false },
    })
    expect(published.body.isBozza).toBe(false)
    const read = await call('GET', `/api/metodologia/${gvt.id}`, { token: istruttore })
    expect(read.status).toBe(200)
  })

  test('an instructor can neither make a draft nor set isBozza on a methodology', async () => {
    const sf = metodologia('SF-02')
    const draft = await post(istruttore, '/api/metodologia/', {
      codice: 'NEW-01',
      descrizione: 'Nuova',
      isBozza: true,
    })
    expect(draft.status).toBe(403)
    expect(fitlab('metodologia').some((m) => m.codice === 'NEW-01')).toBe(false)
    const set = await call('PUT', `/api/metodologia/${sf.id}`, {
      token: istruttore,
      json: { codice: 'SF-02', descrizione: 'Serie fisse 4x8', isBozza: true },
    })
    expect(set.status).toBe(403)
    expect(metodologia('SF-02').isBozza).toBe(false)
    // Saving a published one as it is (isBozza false) stays allowed.
    const same = await call('PUT', `/api/metodologia/${sf.id}`, {
      token: istruttore,
      json: { codice: 'SF-02', descrizione: 'Serie fisse 4 per 8', isBozza: false },
    })
    expect([same.status, same.body.descrizione]).toEqual([200, 'Serie fisse 4 per 8'])
  })
})

describe('custom methodologies', () => {
  test('are never drafts nor defaults, and every instructor lists them at once', async () => {
    const created = await post(istruttore, '/api/metodologia-custom', {
      codice: ' CU-01 ',
      descrizione: 'Su misura',
      isBozza: true,
      isDefault: true,
      metodologiaCicli: [{ ordine: 0, serie: 3, ripetizioni: '12' }],
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ codice: 'CU-01', isBozza: false, isDefault: false })
    const search = await call('GET', '/api/metodologia-search', {
      token: istruttore,
      query: { search: 'cu-01' },
    })
    expect(codici(search.body)).toEqual(['CU-01'])
  })
})

describe('unique in the tenant (trimmed, case-insensitive): 422 on the field', () => {
  test('equipment nome', async () => {
    const count = getDb().attrezzo.length
    const twin = await post(istruttore, '/api/attrezzo/', { nome: '  kettlebell ' })
    expect(twin.status).toBe(422)
    expect(twin.body.errors).toEqual({ nome: ['Esiste già un attrezzo con questo nome'] })
    const blank = await post(istruttore, '/api/attrezzo/', { nome: '   ' })
    expect([blank.status, blank.body.errors]).toEqual([422, { nome: ['Campo obbligatorio'] }])
    expect(getDb().attrezzo).toHaveLength(count)
    const created = await post(istruttore, '/api/attrezzo/', { nome: ' Kettlebell da 32 ' })
    expect([created.status, created.body.nome]).toEqual([200, 'Kettlebell da 32'])
  })

  test('methodology codice on create, update and custom; its own codice is not a twin', async () => {
    const message = { codice: ['Esiste già una metodologia con questo codice'] }
    const created = await post(istruttore, '/api/metodologia/', {
      codice: ' sf-01 ',
      descrizione: 'Doppione',
    })
    expect([created.status, created.body.errors]).toEqual([422, message])
    const custom = await post(istruttore, '/api/metodologia-custom', {
      codice: 'Sf-01',
      descrizione: 'Doppione',
    })
    expect([custom.status, custom.body.errors]).toEqual([422, message])
    const sf2 = metodologia('SF-02')
    const renamed = await call('PUT', `/api/metodologia/${sf2.id}`, {
      token: istruttore,
      json: { codice: 'SF-01', descrizione: 'Serie fisse 4x8' },
    })
    expect([renamed.status, renamed.body.errors]).toEqual([422, message])
    expect(metodologia('SF-02').codice).toBe('SF-02')
    const itself = await call('PUT', `/api/metodologia/${sf2.id}`, {
      token: istruttore,
      json: { codice: 'sf-02', descrizione: 'Serie fisse 4x8' },
    })
    expect([itself.status, itself.body.codice]).toEqual([200, 'sf-02'])
    // A draft's codice counts for an instructor too, though the draft is not shown.
    const overDraft = await post(istruttore, '/api/metodologia/', {
      codice: 'GVT-01',
      descrizione: 'Doppione',
    })
    expect(overDraft.status).toBe(422)
  })

  test('a duplicated methodology gets a free codice', async () => {
    const sf = metodologia('SF-01')
    const first = await post(istruttore, `/api/metodologia-duplica/${sf.id}`)
    const second = await post(istruttore, `/api/metodologia-duplica/${sf.id}`)
    expect([first.body.codice, second.body.codice]).toEqual(['SF-01 (copia)', 'SF-01 (copia 2)'])
  })
})

describe.each([
  ['tipometodologia', 'tipoMetodologia', 'tipo', 'Il tipo'],
  ['metodometodologia', 'metodoMetodologia', 'metodo', 'Il metodo'],
] as const)('%s: one default, never deleted while used', (key, field, nome, il) => {
  const path = `/api/${key}/`
  const defaults = () => fitlab(key).filter((row) => row.isDefault === true)
  test('a new default takes the flag; the default cannot drop it', async () => {
    expect(defaults()).toHaveLength(1)
    const old = defaults()[0]!
    const created = await post(istruttore, path, { nome: ' Nuovo ', isDefault: true })
    expect(created.body).toMatchObject({ nome: 'Nuovo', isDefault: true })
    expect(defaults().map((row) => row.id)).toEqual([created.body.id])

    const drop = await call('PUT', `${path}${created.body.id}`, {
      token: istruttore,
      json: { nome: 'Nuovo', isDefault: false },
    })
    expect(drop.status).toBe(422)
    expect(drop.body.errors.isDefault[0]).toMatch(`Deve esserci un ${nome} predefinito`)
    expect(defaults().map((row) => row.id)).toEqual([created.body.id])

    const back = await call('PUT', `${path}${old.id}`, {
      token: istruttore,
      json: { nome: old.nome, isDefault: true },
    })
    expect(back.status).toBe(200)
    expect(defaults().map((row) => row.id)).toEqual([old.id])
    const list = await call('GET', path, { token: istruttore, query: { pageSize: -1 } })
    expect(list.body.data.filter((row: AnyRow) => row.isDefault)).toHaveLength(1)
  })

  test('the first row of an empty list is the default', async () => {
    const db = getDb() as unknown as Record<string, AnyRow[]>
    db[key] = (db[key] ?? []).filter((row) => row.tenantId !== 'fitlab')
    const created = await post(istruttore, path, { nome: 'Primo' })
    expect(created.body.isDefault).toBe(true)
  })

  test('deleting a used row is refused in Italian and changes nothing', async () => {
    const used = fitlab(key).find((row) =>
      fitlab('metodologia').some((m) => (m[field] as { id: number } | null)?.id === row.id),
    )!
    const remove = await call('DELETE', `${path}${used.id}`, { token: istruttore })
    expect(remove.status).toBe(422)
    expect(remove.body.errors._[0]).toMatch(
      new RegExp(
        `^${il} «${used.nome}» è usato da \\d+ metodologi[ae] \\(.+\\): non può essere eliminato\\.$`,
      ),
    )
    expect(fitlab(key).some((row) => row.id === used.id)).toBe(true)
  })

  test('the default is deleted only once another one is the default', async () => {
    const created = await post(istruttore, path, { nome: 'Da eliminare', isDefault: true })
    const refused = await call('DELETE', `${path}${created.body.id}`, { token: istruttore })
    expect(refused.status).toBe(422)
    expect(refused.body.errors._[0]).toMatch('impostare prima come predefinito')
    const other = fitlab(key).find((row) => row.id !== created.body.id)!
    await call('PUT', `${path}${other.id}`, {
      token: istruttore,
      json: { nome: other.nome, isDefault: true },
    })
    const done = await call('DELETE', `${path}${created.body.id}`, { token: istruttore })
    expect(done.status).toBe(200)
    expect(fitlab(key).some((row) => row.id === created.body.id)).toBe(false)
  })

  test('a duplicate is never the default', async () => {
    const original = defaults()[0]!
    const copy = await post(istruttore, `/api/${key}-duplica/${original.id}`)
    expect(copy.body).toMatchObject({ nome: `${original.nome} (copia)`, isDefault: false })
    expect(defaults()).toHaveLength(1)
  })
})

describe('folders and their exercises', () => {
  const cartella = () => fitlab('cartella')[0]!
  const inCartella = (id: number) =>
    fitlab('esercizio').filter((e) => (e.cartelle as AnyRow[]).some((c) => c.id === id))

  test('associate and disassociate change the folder, its lists and the exercise', async () => {
    const { id } = cartella()
    const before = inCartella(id).length
    const [a, b] = fitlab('esercizio').filter(
      (e) => !(e.cartelle as AnyRow[]).some((c) => c.id === id),
    )
    for (const esercizio of [a!, b!]) {
      const answer = await post(istruttore, '/api/cartella-associateesercizi', {
        idCartelle: [id],
        idEsercizio: esercizio.id,
      })
      expect(answer.body).toEqual({ success: true })
    }
    // Associating again adds nothing.
    await post(istruttore, '/api/cartella-associateesercizi', {
      idCartelle: [id],
      idEsercizio: a!.id,
    })
    const folder = await call('GET', `/api/cartella/${id}`, { token: istruttore })
    expect(folder.body.esercizi).toHaveLength(before + 2)
    const list = await call('GET', '/api/esercizio/', {
      token: istruttore,
      query: { filters: { cartelle: id }, pageSize: -1 },
    })
    expect(list.body.count).toBe(before + 2)
    expect(list.body.data.map((e: AnyRow) => e.id)).toEqual(expect.arrayContaining([a!.id, b!.id]))
    const slim = await call('GET', '/api/cartella/slim/', {
      token: istruttore,
      query: { pageSize: -1 },
    })
    expect(slim.body.data.find((c: AnyRow) => c.id === id).numeroEsercizi).toBe(before + 2)

    await post(istruttore, '/api/cartella-disassociateesercizi', {
      idCartella: id,
      idEsercizio: a!.id,
    })
    const after = await call('GET', `/api/cartella/${id}`, { token: istruttore })
    expect(after.body.esercizi.map((e: AnyRow) => e.id)).not.toContain(a!.id)
    expect(after.body.esercizi.map((e: AnyRow) => e.id)).toContain(b!.id)
    const esercizio = await call('GET', `/api/esercizio/${a!.id}`, { token: istruttore })
    expect(esercizio.status).toBe(200)
    expect(esercizio.body.cartelle.map((c: AnyRow) => c.id)).not.toContain(id)
  })

  test('an unknown folder or exercise is a 404 and changes nothing', async () => {
    const esercizio = fitlab('esercizio')[0]!
    const before = structuredClone(esercizio.cartelle)
    const folder = await post(istruttore, '/api/cartella-associateesercizi', {
      idCartelle: [999_999],
      idEsercizio: esercizio.id,
    })
    expect(folder.status).toBe(404)
    const exercise = await post(istruttore, '/api/cartella-disassociateesercizi', {
      idCartella: cartella().id,
      idEsercizio: 999_999,
    })
    expect(exercise.status).toBe(404)
    expect(esercizio.cartelle).toEqual(before)
  })
})
