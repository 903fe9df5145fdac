import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router-dom'
import { AppLayout } from '@/app/layout/AppLayout'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import { useUnsavedChanges } from './use-unsaved-changes'

function EditPage() {
  const [value, setValue] = useState('')
  const { markSaved } = useUnsavedChanges(value !== '')
  return (
    <div>
      <label>
        Nome
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button type="button" onClick={markSaved}>
        Salva
      </button>
      <Link to="/altro">Vai altrove</Link>
    </div>
  )
}

function renderGuarded() {
  return renderWithProviders(null, {
    route: '/modifica',
    preloadedState: loggedInState(),
    routes: [
      {
        element: <AppLayout />,
        children: [
          { path: '/modifica', element: <EditPage /> },
          { path: '/altro', element: <p>Altra pagina</p> },
        ],
      },
    ],
  })
}

const QUESTION = 'Si sta abbandonando la pagina senza aver salvato, continuare?'

describe('the unsaved-changes guard', () => {
  it('lets a clean page go without asking', async () => {
    const { router, user } = renderGuarded()
    await user.click(await screen.findByRole('link', { name: 'Vai altrove' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/altro'))
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument()
  })

  it('blocks leaving a dirty page until the user confirms', async () => {
    const { router, store, user } = renderGuarded()
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Mario')
    expect(store.getState().ui.editable).toBe(true)

    await user.click(screen.getByRole('link', { name: 'Vai altrove' }))
    let dialog = await screen.findByRole('dialog', { name: QUESTION })
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument(),
    )
    expect(router.state.location.pathname).toBe('/modifica')
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Mario')

    await user.click(screen.getByRole('link', { name: 'Vai altrove' }))
    dialog = await screen.findByRole('dialog', { name: QUESTION })
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/altro'))
    expect(await screen.findByText('Altra pagina')).toBeInTheDocument()
    expect(store.getState().ui.editable).toBe(false)
  })

  it('guards the browser Back button', async () => {
    const { router, user } = renderWithProviders(null, {
      route: '/altro',
      preloadedState: loggedInState(),
      routes: [
        {
          element: <AppLayout />,
          children: [
            { path: '/modifica', element: <EditPage /> },
            { path: '/altro', element: <Link to="/modifica">Modifica</Link> },
          ],
        },
      ],
    })
    await user.click(await screen.findByRole('link', { name: 'Modifica' }))
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Mario')
    void router.navigate(-1)
    const dialog = await screen.findByRole('dialog', { name: QUESTION })
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument(),
    )
    expect(router.state.location.pathname).toBe('/modifica')
  })

  it('does not ask after markSaved, and asks the browser on tab close while dirty', async () => {
    const { router, user } = renderGuarded()
    await user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Mario')
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Salva' }))
    const after = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(after)
    expect(after.defaultPrevented).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Vai altrove' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/altro'))
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument()
  })
})
