import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import { getDb } from '@mocks/db/store'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import { StampaSchedaDialog } from './StampaSchedaDialog'
import { button, option, recordRequests } from '@/test/harness'

/** Elena Ballarin (id 8) and one of her clients with sheets, with the most recent sheet. */
function clienteConSchede() {
  const db = getDb()
  const clienti = db.cliente
    .filter((c) => c.istruttore?.id === 8)
    .sort((a, b) => `${a.cognome} ${a.nome}`.localeCompare(`${b.cognome} ${b.nome}`, 'it'))
  for (const cliente of clienti) {
    const schede = db.scheda
      .filter((s) => s.cliente?.id === cliente.id)
      .sort((a, b) => String(b.dataInizio).localeCompare(String(a.dataInizio)))
    const recente = schede[0]
    if (recente) return { cliente, recente }
  }
  throw new Error('no client with sheets')
}

async function renderDialog() {
  const { token, refresh_token } = await login(ISTRUTTORE)
  const onClose = jest.fn()
  const rendered = renderWithProviders(
    <StampaSchedaDialog
      open
      istruttore={{ id: 8, nome: 'Elena', cognome: 'Ballarin' }}
      onClose={onClose}
    />,
    { preloadedState: loggedInState(token, refresh_token) },
  )
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { ...rendered, user, onClose, token }
}

const realOpen = window.open
const realCreate = URL.createObjectURL
const realRevoke = URL.revokeObjectURL

afterEach(() => {
  window.open = realOpen
  URL.createObjectURL = realCreate
  URL.revokeObjectURL = realRevoke
})

describe('Stampa scheda', () => {
  it("proposes the client's most recent sheet and opens its PDF, fetched with the token, in a new tab", async () => {
    const { cliente, recente } = clienteConSchede()
    const tab = { location: { href: '' }, close: jest.fn() }
    window.open = jest.fn(() => tab as unknown as Window)
    const blobs: Blob[] = []
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:http://localhost/scheda'
    })
    URL.revokeObjectURL = jest.fn()
    const seen = recordRequests()
    const { user, onClose, token } = await renderDialog()

    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Stampa la scheda di un cliente')).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Cliente'))
    await user.keyboard(cliente.cognome)
    await user.click(await option(`${cliente.cognome} ${cliente.nome}`))
    await waitFor(() =>
      expect(within(dialog).getByText(new RegExp(`^${recente.nome}`))).toBeInTheDocument(),
    )

    await user.click(button('Apri il PDF', dialog))
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/scheda'))
    const print = seen.find((r) => r.path === `/api/schedaprintscheda/${recente.id}`)
    expect(print).toMatchObject({ method: 'GET', auth: `Bearer ${token}` })
    expect(window.open).toHaveBeenCalledWith('', '_blank')
    expect(blobs[0]?.type).toBe('application/pdf')
    expect(tab.close).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })

  it('cannot print before a sheet is chosen', async () => {
    window.open = jest.fn()
    const { user } = await renderDialog()
    const dialog = await screen.findByRole('dialog')
    expect(button('Apri il PDF', dialog)).toBeDisabled()
    await user.click(button('Apri il PDF', dialog))
    expect(window.open).not.toHaveBeenCalled()
  })
})
