/**
 * Bad input: every POST/PUT body is checked against the contract's request schema (422 with
 * Italian messages on dotted field paths, nothing written), and the 5 MB picture rule.
 */
import { PICTURE_MAX_BYTES } from '@/config/constants'
import { getDb } from '@mocks/db/store'
import { operations } from './lib/contract'
import { check } from './lib/validation'
import { validators as coercingValidators } from './validators/coercing.gen'
import { validators as strictValidators } from './validators/strict.gen'
import { ISTRUTTORE, call, imageBytes, login, serveFakeBackend, withRevision } from './lib/testing'

serveFakeBackend()

let token = ''
beforeEach(async () => {
  token = (await login(ISTRUTTORE)).token
})

const snapshot = (): string => JSON.stringify(getDb().cliente)

describe('422 Dati non validi, nothing written', () => {
  test('missing required field: the error is on that field', async () => {
    const before = snapshot()
    const result = await call('POST', '/api/cliente/', {
      token,
      json: withRevision({ nome: 'Anna' }),
    })
    expect(result).toMatchObject({
      status: 422,
      body: { code: 422, message: 'Dati non validi', errors: { cognome: ['Campo obbligatorio'] } },
    })
    expect(snapshot()).toBe(before)
  })

  test('wrong type', async () => {
    const before = snapshot()
    const result = await call('POST', '/api/cliente/', {
      token,
      json: withRevision({ nome: 'Anna', cognome: 42 }),
    })
    expect(result.status).toBe(422)
    expect(result.body.errors).toEqual({ cognome: ['deve essere di tipo string'] })
    expect(snapshot()).toBe(before)
  })

  test('bad email in a nested object: dotted path', async () => {
    const before = snapshot()
    const result = await call('POST', '/api/cliente/', {
      token,
      json: withRevision({ nome: 'Anna', cognome: 'Neri', utente: { email: 'non-una-email' } }),
    })
    expect(result.status).toBe(422)
    expect(result.body.errors).toEqual({ 'utente.email': ['Indirizzo email non valido'] })
    expect(snapshot()).toBe(before)
  })

  test('missing frontendRevisionNumber on a POST', async () => {
    const before = snapshot()
    const result = await call('POST', '/api/cliente/', {
      token,
      json: { nome: 'Anna', cognome: 'Neri' },
    })
    expect(result.status).toBe(422)
    expect(result.body.errors).toEqual({ frontendRevisionNumber: ['Campo obbligatorio'] })
    expect(snapshot()).toBe(before)
  })

  test('a PUT with a bad field leaves the row unchanged', async () => {
    const cliente = getDb().cliente.find((c) => c.tenantId === 'fitlab')
    const before = snapshot()
    const result = await call('PUT', `/api/cliente/${cliente?.id}`, {
      token,
      json: { nome: '', cognome: 'Neri', dataNascita: '31/12/1990' },
    })
    expect(result.status).toBe(422)
    expect(result.body.errors).toEqual({
      nome: ['non deve essere meno lungo di 1 carattere'],
      dataNascita: ['Data non valida (formato aaaa-mm-gg)'],
    })
    expect(snapshot()).toBe(before)
  })

  test('malformed JSON', async () => {
    const result = await call('POST', '/api/cliente/', { token, raw: '{"nome": "Anna",' })
    expect(result).toMatchObject({
      status: 422,
      body: { code: 422, errors: { _: ['Il corpo della richiesta non è un JSON valido'] } },
    })
  })

  test('a body that is not an object', async () => {
    const result = await call('POST', '/api/cliente/', { token, raw: '[1,2]' })
    expect(result.status).toBe(422)
    expect(result.body.errors._).toEqual(['deve essere di tipo object'])
  })

  test('an unknown id in a body: 422 or 404, never 500', async () => {
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/api/schedagruppo/', withRevision({ schedaId: 999999, nome: 'A', ordine: 0 })],
      ['POST', '/api/cliente/acceptGdpr', withRevision({ clienteId: 999999 })],
      [
        'POST',
        '/api/cartella-associateesercizi',
        withRevision({ idCartelle: [999999], idEsercizio: 1 }),
      ],
      ['POST', '/api/scheda/duplicascheda', withRevision({ id: 999999 })],
      ['POST', '/api/protocollo/changeposition/1', withRevision({ oldIndex: 50, newIndex: 0 })],
      [
        'POST',
        '/api/esercizio/',
        withRevision({ nomenclatura: 'X', muscoliPrimari: [{ id: 999999 }] }),
      ],
    ]
    for (const [method, path, json] of cases) {
      const result = await call(method, path, { token, json })
      expect([method, path, [404, 422].includes(result.status)]).toEqual([method, path, true])
    }
  })

  test('bad query parameters are 422, a non-numeric id is 404', async () => {
    expect(
      (await call('GET', '/api/cliente/', { token, query: { pageSize: 'tanti' } })).status,
    ).toBe(422)
    const filters = await call('GET', '/api/cliente/', { token, query: { filters: '{rotto' } })
    expect(filters).toMatchObject({
      status: 422,
      body: { errors: { filters: ['Il filtro non è un JSON valido'] } },
    })
    expect((await call('GET', '/api/cliente/abc', { token })).status).toBe(404)
  })

  test('response schemas really are checked (a wrong body fails)', () => {
    expect(check('/components/schemas/Cliente', { id: 1 }).valid).toBe(false)
  })
})

describe('profile picture upload', () => {
  const upload = (size: number, id: number): Promise<Awaited<ReturnType<typeof call>>> => {
    const form = new FormData()
    form.append('profilePicture', new Blob([imageBytes(size)], { type: 'image/jpeg' }), 'foto.jpg')
    form.append('id', String(id))
    form.append('frontendRevisionNumber', 'v1.0.27')
    return call('POST', '/api/cliente/uploadpicture/', { token, form })
  }

  test(`over ${PICTURE_MAX_BYTES} bytes: 422 with the exact message, foto unchanged`, async () => {
    const cliente = getDb().cliente.find((c) => c.tenantId === 'fitlab')
    if (!cliente) throw new Error('seed')
    const before = cliente.foto
    const result = await upload(PICTURE_MAX_BYTES + 1, cliente.id)
    expect(result).toMatchObject({
      status: 422,
      body: { code: 422, errors: { profilePicture: ['Il file non può essere più grande di 5MB'] } },
    })
    expect(getDb().cliente.find((c) => c.id === cliente.id)?.foto).toBe(before)
  })

  test('under the limit: answers {foto} as a data URL and stores it', async () => {
    const cliente = getDb().cliente.find((c) => c.tenantId === 'fitlab')
    if (!cliente) throw new Error('seed')
    const result = await upload(1024, cliente.id)
    expect(result.status).toBe(200)
    expect(result.body.foto).toMatch(/^data:image\/jpeg;base64,/)
    expect(getDb().cliente.find((c) => c.id === cliente.id)?.foto).toBe(result.body.foto)
    const removed = await call('POST', '/api/cliente/removepicture/', {
      token,
      json: withRevision({ id: cliente.id }),
    })
    expect(removed.status).toBe(200)
    expect(getDb().cliente.find((c) => c.id === cliente.id)?.foto).toBeNull()
  })

  test('exactly at the limit is accepted', async () => {
    const istruttore = getDb().istruttore.find((i) => i.tenantId === 'fitlab')
    const form = new FormData()
    form.append(
      'profilePicture',
      new Blob([imageBytes(PICTURE_MAX_BYTES, 'image/png')], { type: 'image/png' }),
      'a.png',
    )
    form.append('id', String(istruttore?.id))
    form.append('frontendRevisionNumber', 'v1.0.27')
    const result = await call('POST', '/api/istruttore/uploadpicture/', { token, form })
    expect(result.status).toBe(200)
  })

  test('a multipart body without the revision field is refused', async () => {
    const form = new FormData()
    form.append('profilePicture', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'a.png')
    form.append('id', '1')
    const result = await call('POST', '/api/cliente/uploadpicture/', { token, form })
    expect(result).toMatchObject({
      status: 422,
      body: { errors: { frontendRevisionNumber: ['Campo obbligatorio'] } },
    })
  })
})

describe('validators generated ahead of time (scripts/gen-validators.ts)', () => {
  // The in-browser fake backend runs under a Content-Security-Policy without eval: compiling a
  // validator there would be refused. Every request schema must be there already.
  test('cover every request body and parameter of the contract', () => {
    const generated = { ...strictValidators, ...coercingValidators } as Record<string, unknown>
    const missing = operations.flatMap((op) => {
      // A JSON parameter (filters) is parsed, then checked with exact types: `s`.
      const keys = op.params.map((param) => `${param.json ? 's' : 'w'}${param.schemaPointer}`)
      if (op.body) {
        const kind = op.body.contentType.startsWith('multipart/') ? 'c' : 's'
        keys.push(`${kind}${op.body.schemaPointer}`)
      }
      return keys.filter((key) => !(key in generated)).map((key) => `${op.operationId} ${key}`)
    })
    expect(missing).toEqual([])
  })
})
