/** The GDPR calls of the fake backend (issue 24): register, renewal, access log, anonymisation. */
import { getDb } from '@mocks/db/store'
import { ADMIN, call, ISTRUTTORE, login, serveFakeBackend, withRevision } from './lib/testing'

serveFakeBackend()

type Evento = { tipo: string; versione: string | null; registratoDa: string }

async function tokens() {
  return { istruttore: (await login(ISTRUTTORE)).token, admin: (await login(ADMIN)).token }
}

describe('GDPR calls', () => {
  test('acceptGdpr appends an acceptance of the notice in force; older ones are to renew', async () => {
    const { istruttore } = await tokens()
    const before = await call('GET', '/api/gdpr/darinnovare', { token: istruttore })
    const { versione, clienti } = before.body as { versione: string; clienti: number[] }
    expect(versione).toBe('2.0')
    const id = clienti[0]!
    const registro = async () =>
      (await call('GET', `/api/gdpr/registro/${id}`, { token: istruttore })).body as Evento[]
    const prima = await registro()
    expect(prima.at(-1)).toMatchObject({ tipo: 'accettazione', versione: '1.0' })

    await call('POST', '/api/cliente/acceptGdpr', {
      token: istruttore,
      json: withRevision({ clienteId: id }),
    })
    const dopo = await registro()
    expect(dopo.slice(0, prima.length)).toEqual(prima)
    expect(dopo.at(-1)).toMatchObject({
      tipo: 'accettazione',
      versione: '2.0',
      registratoDa: ISTRUTTORE,
    })
    const after = await call('GET', '/api/gdpr/darinnovare', { token: istruttore })
    expect((after.body as { clienti: number[] }).clienti).not.toContain(id)
  })

  test('every view of the detail is logged; an admin reads but cannot write', async () => {
    const { istruttore, admin } = await tokens()
    const id = getDb().cliente[0]!.id
    await call('GET', `/api/cliente/${id}`, { token: admin })
    await call('GET', `/api/cliente/${id}`, { token: istruttore })
    const log = (await call('GET', `/api/gdpr/accessi/${id}`, { token: admin })).body as {
      utente: string
      cosa: string
    }[]
    expect(log.map((a) => [a.utente, a.cosa])).toEqual([
      [ADMIN, 'dettaglio'],
      [ISTRUTTORE, 'dettaglio'],
    ])
    const refused = await call('POST', '/api/gdpr/anonimizza', {
      token: admin,
      json: withRevision({ clienteId: id }),
    })
    expect(refused.status).toBe(403)
    const bad = await call('POST', '/api/gdpr/registro/', {
      token: istruttore,
      json: withRevision({ clienteId: id, tipo: 'accettazione' }),
    })
    expect(bad.status).toBe(422)
    expect(getDb().cliente[0]!.nome).not.toBe(`Cliente ${id}`)
  })

  test('anonymisation clears the person, keeps the sheets and maximums', async () => {
    const { istruttore } = await tokens()
    const db = getDb()
    const cliente = db.cliente.find((c) => db.scheda.some((s) => s.cliente?.id === c.id))!
    const schede = db.scheda.filter((s) => s.cliente?.id === cliente.id).length
    const massimali = db.massimale.filter((m) => m.clienteId === cliente.id).length
    const result = await call('POST', '/api/gdpr/anonimizza', {
      token: istruttore,
      json: withRevision({ clienteId: cliente.id }),
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      cognome: 'Anonimo',
      nome: `Cliente ${cliente.id}`,
      codiceFiscale: null,
      telefono: null,
      foto: null,
      caratteristiche: [],
      patologieMuscoli: [],
    })
    expect(result.body).not.toHaveProperty('utente')
    expect(db.scheda.filter((s) => s.cliente?.id === cliente.id)).toHaveLength(schede)
    expect(db.massimale.filter((m) => m.clienteId === cliente.id)).toHaveLength(massimali)
    const registro = (await call('GET', `/api/gdpr/registro/${cliente.id}`, { token: istruttore }))
      .body as Evento[]
    expect(registro.at(-1)?.tipo).toBe('anonimizzazione')
  })
})
