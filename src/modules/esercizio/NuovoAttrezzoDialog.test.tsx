import { waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import { getDb } from '@mocks/db/store'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import { NuovoAttrezzoDialog } from './NuovoAttrezzoDialog'
import { button, findDialog } from '@/test/harness'

describe('Nuovo attrezzo', () => {
  it('a name already in use shows on the field, keeps the dialog and saves nothing', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    const onCreated = jest.fn()
    const onClose = jest.fn()
    const { user } = renderWithProviders(
      <NuovoAttrezzoDialog open onCreated={onCreated} onClose={onClose} />,
      { preloadedState: loggedInState(token, refresh_token) },
    )
    const dialog = await findDialog('Nuovo attrezzo')
    const count = getDb().attrezzo.length
    const nome = within(dialog).getByLabelText('Nome')
    await user.type(nome, ' KETTLEBELL ')
    await user.click(button('Crea', dialog))
    expect(
      await within(dialog).findByText('Esiste già un attrezzo con questo nome'),
    ).toBeInTheDocument()
    expect(nome).toHaveValue(' KETTLEBELL ')
    expect(getDb().attrezzo).toHaveLength(count)
    expect(onCreated).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()

    await user.clear(nome)
    await user.type(nome, 'Kettlebell regolabile')
    await user.click(button('Crea', dialog))
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ nome: 'Kettlebell regolabile' })
    expect(onClose).toHaveBeenCalled()
  })
})
