import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import { MetodologiaCustomDialog } from './MetodologiaCustomDialog'
import { button, findDialog, recordRequests } from '@/test/harness'

/** The dialog on its own, as the sheet builder's methodology picker uses it. */
async function renderDialog(props: { initialCodice?: string; initialDescrizione?: string }) {
  const { token, refresh_token } = await login(ISTRUTTORE)
  const onCreated = jest.fn()
  const onClose = jest.fn()
  const result = renderWithProviders(
    <MetodologiaCustomDialog open onCreated={onCreated} onClose={onClose} {...props} />,
    { preloadedState: loggedInState(token, refresh_token) },
  )
  return {
    ...result,
    onCreated,
    onClose,
    dialog: await findDialog('Nuova metodologia personalizzata'),
  }
}

describe('MetodologiaCustomDialog', () => {
  it('starts from the given codice and descrizione and hands the created methodology back', async () => {
    const seen = recordRequests()
    const { user, dialog, onCreated, onClose } = await renderDialog({
      initialCodice: 'PIR',
      initialDescrizione: 'Piramide breve',
    })
    expect(within(dialog).getByLabelText('Codice')).toHaveValue('PIR')
    expect(within(dialog).getByLabelText('Descrizione')).toHaveValue('Piramide breve')
    // Each default arrives with its own list's answer, in either order.
    await waitFor(() => expect(within(dialog).getByText('Serie fisse')).toBeInTheDocument())
    await waitFor(() => expect(within(dialog).getByText('Ipertrofia')).toBeInTheDocument())
    await user.type(within(dialog).getByLabelText('Codice'), '-09')
    await user.click(button('Crea metodologia', dialog))

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(onCreated.mock.calls[0][0]).toMatchObject({
      id: expect.any(Number),
      codice: 'PIR-09',
      descrizione: 'Piramide breve',
      isBozza: false,
      metodoMetodologia: { nome: 'Serie fisse' },
      tipoMetodologia: { nome: 'Ipertrofia' },
    })
    expect(onClose).toHaveBeenCalled()
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/metodologia-custom',
    ])
  })

  it('checks the fields in Italian and sends nothing', async () => {
    const seen = recordRequests()
    const { user, dialog, onCreated } = await renderDialog({})
    await user.click(button('Crea metodologia', dialog))
    expect(await within(dialog).findByText('Inserire il codice')).toBeInTheDocument()
    expect(within(dialog).getByText('Inserire la descrizione')).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'POST')).toEqual([])
    expect(onCreated).not.toHaveBeenCalled()
    expect(screen.getByText(/non è una bozza/)).toBeInTheDocument()
  })
})
