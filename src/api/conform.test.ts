import { ADMIN, call, ISTRUTTORE, login } from '@mocks/lib/testing'
import { conformAnswer } from './conform'
import { OPERATIONS } from './operations.gen'

const OPERATIONS_BY_PATH = new Map(
  Object.values(OPERATIONS)
    .filter(({ method }) => method === 'GET')
    .map((operation) => [operation.path as string, operation]),
)

const cliente = () => ({
  id: 3,
  nome: 'Giulia',
  cognome: 'Verdi',
  sesso: null,
  utente: { email: 'g.verdi@example.it' },
  istruttore: null,
  sport: [{ id: 1, nome: 'Nuoto' }],
  gdprAccettato: true,
  dataAccettazioneGdpr: null,
  foto: null,
})

describe('answers held to the contract', () => {
  it('gives back the very same answer when it is what the contract says', () => {
    const answer = cliente()
    expect(conformAnswer('/api/cliente/3', answer)).toBe(answer)
    const list = { data: [cliente(), cliente()], count: 2 }
    expect(conformAnswer('/api/cliente/', list)).toBe(list)
  })

  it('gives it back frozen all through, as the store keeps it (immer then does not walk it again)', () => {
    const list = { data: [cliente(), cliente()], count: 2 }
    const held = conformAnswer('/api/cliente/', list) as typeof list
    for (const value of [
      held,
      held.data,
      held.data[1]!,
      held.data[1]!.sport[0]!,
      held.data[1]!.utente,
    ]) {
      expect(Object.isFrozen(value)).toBe(true)
    }
    // Also what had to be copied.
    const drifted = conformAnswer('/api/cliente/3', { ...cliente(), nome: 7 })
    expect(drifted).not.toHaveProperty('nome')
    expect(Object.isFrozen(drifted)).toBe(true)
  })

  it('drops a field of the wrong type and keeps the rest, nulls where null is allowed', () => {
    const answer = { ...cliente(), nome: { testo: 'Giulia' }, cognome: 42, gdprAccettato: 'sì' }
    const held = conformAnswer('/api/cliente/3', answer) as Record<string, unknown>
    expect(held).not.toHaveProperty('nome')
    expect(held).not.toHaveProperty('cognome')
    expect(held).not.toHaveProperty('gdprAccettato')
    expect(held).toMatchObject({ id: 3, sesso: null, istruttore: null, foto: null })
    // The answer itself is left as it came (RTK Query's cache holds the held copy).
    expect(answer.nome).toEqual({ testo: 'Giulia' })
  })

  it('holds nested objects and the rows of a list, at any depth', () => {
    const drifted = { ...cliente(), id: 4, utente: { email: 7 }, sport: [{ id: 1, nome: [] }] }
    const list = { data: [cliente(), drifted], count: 2 }
    const held = conformAnswer('/api/cliente/', list) as { data: Record<string, unknown>[] }
    expect(held.data[0]).toBe(list.data[0])
    expect(held.data[1]!.utente).toEqual({})
    expect(held.data[1]!.sport).toEqual([{ id: 1 }])
    expect(held.data[1]!.nome).toBe('Giulia')
  })

  it('leaves out list items that are not what the list holds', () => {
    const list = { data: [cliente(), 'riga', null, cliente()], count: 4 }
    const held = conformAnswer('/api/cliente/', list) as { data: unknown[]; count: number }
    expect(held.data).toHaveLength(2)
    expect(held.count).toBe(4)
  })

  it('tells a fixed path from a templated one', () => {
    // /api/scheda/slim/ is the slim list, not the sheet whose id is "slim".
    const list = { data: [{ id: 1, nome: 5 }], count: 1 }
    const held = conformAnswer('/api/scheda/slim/', list) as { data: Record<string, unknown>[] }
    expect(held.data[0]).toEqual({ id: 1 })
  })

  it('gives back an answer it has no shape for, or one that is not the shape at all', () => {
    const odd = { qualcosa: 1 }
    expect(conformAnswer('/api/non-esiste', odd)).toBe(odd)
    expect(conformAnswer('/api/cliente/', 'testo')).toBe('testo')
    expect(conformAnswer('/api/cliente/3', null)).toBeNull()
  })
})

describe("the fake backend's answers", () => {
  /** Every GET of the contract without a path parameter, and each list's first row by id. */
  const gets = Object.values(OPERATIONS).filter(
    ({ method, path }) => method === 'GET' && !path.includes('{'),
  )

  it.each([ISTRUTTORE, ADMIN])('are what the contract says: held unchanged (%s)', async (user) => {
    const { token } = await login(user)
    let checked = 0
    for (const { path } of gets) {
      const answer = await call('GET', path, { token })
      if (answer.status !== 200) continue
      expect(conformAnswer(path, answer.body)).toBe(answer.body)
      checked += 1
      const first = (answer.body as { data?: Array<{ id?: unknown }> }).data?.[0]?.id
      const detail = OPERATIONS_BY_PATH.get(`${path}{id}`)
      if (typeof first !== 'number' || !detail) continue
      const row = await call('GET', `${path}${first}`, { token })
      if (row.status !== 200) continue
      expect(conformAnswer(`${path}${first}`, row.body)).toBe(row.body)
      checked += 1
    }
    expect(checked).toBeGreaterThan(20)
  })
})
