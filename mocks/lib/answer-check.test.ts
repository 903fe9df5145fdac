/**
 * The QA build's check of answers (answer-check.ts) on the fake backend's own answers, which keep
 * the contract, and on the same answers bent the way a foreign backend might bend them.
 */
import type { ObservedAnswer } from '@/config/contract-drift'
import { checkAnswer } from './answer-check'
import { ADMIN, call, login, serveFakeBackend } from './testing'

serveFakeBackend()

const answer = (over: Partial<ObservedAnswer>): ObservedAnswer => ({
  method: 'GET',
  path: '/api/cliente/',
  status: 200,
  contentType: 'application/json',
  body: {},
  json: true,
  ...over,
})

describe('checking answers against the contract', () => {
  it('the fake backend answers keep it: no differences', async () => {
    const tokens = await login(ADMIN)
    expect(checkAnswer(answer({ method: 'POST', path: '/api/login_check', body: tokens }))).toEqual(
      [],
    )
    const list = await call('GET', '/api/esercizio/', { token: tokens.token })
    expect(list.status).toBe(200)
    expect(checkAnswer(answer({ path: '/api/esercizio/', body: list.body }))).toEqual([])
  })

  it('names the operation, the field, what was expected and what came', async () => {
    const { token } = await login(ADMIN)
    const list = await call('GET', '/api/esercizio/', { token })
    const body = structuredClone(list.body) as { data: Array<Record<string, unknown>> }
    const first = body.data[0] as Record<string, unknown>
    first.nomenclatura = 42
    delete first.id
    const drifts = checkAnswer(answer({ path: '/api/esercizio/', body }))
    expect(drifts).toEqual(
      expect.arrayContaining([
        {
          operationId: 'esercizio_list',
          status: 200,
          field: '/data/0/nomenclatura',
          expected: 'deve essere di tipo string',
          got: '42',
        },
        {
          operationId: 'esercizio_list',
          status: 200,
          field: '/data/0/id',
          expected: "deve avere l'attributo obbligatorio id",
          got: 'assente',
        },
      ]),
    )
  })

  it('a login answered with other names: the missing token pair', () => {
    const drifts = checkAnswer(
      answer({ method: 'POST', path: '/api/login_check', body: { access_token: 'x' } }),
    )
    expect(drifts.map((d) => [d.operationId, d.field, d.got])).toEqual(
      expect.arrayContaining([
        ['auth_login', '/token', 'assente'],
        ['auth_login', '/refresh_token', 'assente'],
      ]),
    )
  })

  it('an undocumented status, a body that is not JSON, a path outside the contract', () => {
    expect(checkAnswer(answer({ status: 418, body: { message: 'teapot' } }))).toEqual([
      expect.objectContaining({
        status: 418,
        field: '',
        expected: expect.stringMatching(/^uno degli stati documentati \(200, /),
        got: '418',
      }),
    ])
    expect(
      checkAnswer(answer({ contentType: 'text/html', body: '<html></html>', json: false })),
    ).toEqual([expect.objectContaining({ expected: 'un corpo JSON', got: '"text/html"' })])
    expect(checkAnswer(answer({ path: '/api/inesistente' }))).toEqual([
      expect.objectContaining({
        operationId: 'GET /api/inesistente',
        expected: 'nessuna operazione del contratto',
      }),
    ])
  })
})
