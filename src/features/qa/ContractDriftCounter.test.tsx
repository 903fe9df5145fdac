/**
 * The QA build's counter: answers go through the base query to the contract check (the fake
 * backend's own checker, mocks/lib/answer-check.ts), differences are logged and listed.
 */
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { checkAnswer } from '@mocks/lib/answer-check'
import { clearContractDrifts, installAnswerChecker } from '@/config/contract-drift'
import { authenticationApi } from '@/features/auth/auth-api'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import ContractDriftCounter from './ContractDriftCounter'

type QaGlobal = { __QA__: boolean }
let warn: jest.SpyInstance

beforeEach(() => {
  ;(globalThis as unknown as QaGlobal).__QA__ = true
  installAnswerChecker(Promise.resolve(checkAnswer))
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  ;(globalThis as unknown as QaGlobal).__QA__ = false
  installAnswerChecker(null)
  clearContractDrifts()
  warn.mockRestore()
})

const login = { username: 'istruttore@fitlab.it', password: 'x' }

describe('differences from the contract (QA build)', () => {
  it('counts, logs and lists what a backend answered against the contract', async () => {
    server.use(http.post('*/api/login_check', () => HttpResponse.json({ access_token: 'abc' })))
    const { store, user } = renderWithProviders(<ContractDriftCounter />)
    expect(
      await screen.findByRole('button', { name: 'Differenze dal contratto: 0' }),
    ).toBeInTheDocument()

    await act(async () => {
      await store.dispatch(authenticationApi.endpoints.authLogin.initiate(login))
    })
    const counter = await screen.findByRole('button', { name: 'Differenze dal contratto: 2' })
    expect(warn).toHaveBeenCalledWith(
      "[contratto] auth_login (200) /token: atteso deve avere l'attributo obbligatorio token, ricevuto assente",
    )

    // The same difference again counts as one more time, not one more difference.
    await act(async () => {
      await store.dispatch(authenticationApi.endpoints.authLogin.initiate(login))
    })
    await user.click(counter)
    const dialog = await screen.findByRole('dialog', { name: 'Differenze dal contratto' })
    const rows = within(dialog).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('auth_login (200)')
    expect(rows[0]).toHaveTextContent('/refresh_token')
    expect(rows[0]).toHaveTextContent('assente')
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('2')
    expect(screen.getByRole('button', { name: 'Differenze dal contratto: 2' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: "Svuota l'elenco" }))
    expect(
      await within(dialog).findByText('Nessuna differenza dal contratto finora.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Differenze dal contratto: 0' })).toBeInTheDocument()
  })

  it('answers that keep the contract add nothing', async () => {
    const { store } = renderWithProviders(<ContractDriftCounter />)
    await act(async () => {
      await store.dispatch(
        authenticationApi.endpoints.authLogin.initiate({
          username: 'istruttore@fitlab.it',
          password: 'Demo2026!',
        }),
      )
    })
    await act(async () => {
      await store.dispatch(authenticationApi.endpoints.authLogin.initiate(login))
    })
    expect(
      await screen.findByRole('button', { name: 'Differenze dal contratto: 0' }),
    ).toBeInTheDocument()
    expect(warn).not.toHaveBeenCalled()
  })
})
