import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { buildRoutes } from '@/app/router'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState, testToken } from '@/test/tokens'

/** The footer's Chiudi button (the corner X is labelled Chiudi too). */
const chiudi = (dialog: HTMLElement) => {
  const button = within(dialog)
    .getAllByRole('button', { name: 'Chiudi' })
    .find((b) => b.textContent === 'Chiudi')
  if (!button) throw new Error('Chiudi button not found')
  return button
}

function renderShell(showWelcomeMessage: boolean) {
  return renderWithProviders(null, {
    routes: buildRoutes(),
    route: '/pagina-che-non-esiste',
    preloadedState: loggedInState(testToken({ showWelcomeMessage })),
  })
}

describe('the welcome dialog', () => {
  it('opens by itself as IMPORTANTE while showWelcomeMessage is on; the tick clears the flag', async () => {
    const posted: unknown[] = []
    server.use(
      http.post('*/api/utente/updateshowwelcomemessage', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ success: true })
      }),
      http.post('*/anagrafiche/userdetail/refreshtoken', () =>
        HttpResponse.json({
          token: testToken({ showWelcomeMessage: false }),
          refresh_token: 'refresh-2',
        }),
      ),
    )
    const { store, user } = renderShell(true)
    const dialog = await screen.findByRole('dialog', { name: 'IMPORTANTE' })
    expect(within(dialog).getByText(/1920x1080/)).toBeInTheDocument()
    expect(within(dialog).getByText(/schede di allenamento e i protocolli/)).toBeInTheDocument()
    expect(
      within(dialog).getByText(/sedute di allenamento, i carichi e i tempi/),
    ).toBeInTheDocument()

    const tick = within(dialog).getByRole('checkbox', { name: 'Non mostrare più questo messaggio' })
    expect(tick).not.toBeChecked()
    await user.click(tick)
    await waitFor(() =>
      expect(posted).toEqual([{ showWelcomeMessage: false, frontendRevisionNumber: 'v1.0.27' }]),
    )
    // the new token carries the cleared flag, and the dialog stays open until closed
    await waitFor(() => expect(store.getState().session.refreshToken).toBe('refresh-2'))
    expect(screen.getByRole('dialog', { name: 'IMPORTANTE' })).toBeInTheDocument()
    expect(tick).toBeChecked()

    await user.click(chiudi(dialog))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'IMPORTANTE' })).not.toBeInTheDocument(),
    )
  })

  it('does not open by itself again after Chiudi, also after a reload', async () => {
    const { store, persistor, user, unmount } = renderShell(true)
    const dialog = await screen.findByRole('dialog', { name: 'IMPORTANTE' })
    await user.click(chiudi(dialog))
    expect(store.getState().preferences.welcomeShown).toBe(true)
    await persistor.flush()
    unmount()
    // a reload: a fresh store rehydrated from storage
    renderWithProviders(null, { routes: buildRoutes(), route: '/pagina-che-non-esiste' })
    expect(await screen.findByText('Errore!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Giulia Ferrari/ })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'IMPORTANTE' })).not.toBeInTheDocument()
  })

  it('does not open by itself when the flag is off; Info opens it as INFORMAZIONI', async () => {
    const { user } = renderShell(false)
    await screen.findByText('Errore!')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Tutorial e guide' }))
    await user.click(await screen.findByText('Info'))
    const dialog = await screen.findByRole('dialog', { name: 'INFORMAZIONI' })
    expect(
      within(dialog).getByRole('checkbox', { name: 'Non mostrare più questo messaggio' }),
    ).toBeChecked()
    await user.click(chiudi(dialog))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'INFORMAZIONI' })).not.toBeInTheDocument(),
    )
  })

  it('opened from Info with the flag off, unticking keeps it INFORMAZIONI and it never reopens by itself', async () => {
    const posted: unknown[] = []
    server.use(
      http.post('*/api/utente/updateshowwelcomemessage', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ success: true })
      }),
      http.post('*/anagrafiche/userdetail/refreshtoken', () =>
        HttpResponse.json({
          token: testToken({ showWelcomeMessage: true }),
          refresh_token: 'refresh-2',
        }),
      ),
    )
    const { user } = renderShell(false)
    await screen.findByText('Errore!')
    await user.click(screen.getByRole('button', { name: 'Tutorial e guide' }))
    await user.click(await screen.findByText('Info'))
    const dialog = await screen.findByRole('dialog', { name: 'INFORMAZIONI' })
    await user.click(within(dialog).getByLabelText('Non mostrare più questo messaggio'))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({ showWelcomeMessage: true })
    // The refreshed token now carries the flag on: the open dialog keeps its title.
    expect(screen.getByRole('dialog', { name: 'INFORMAZIONI' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'IMPORTANTE' })).not.toBeInTheDocument()
    await user.click(chiudi(dialog))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('the tutorial menu links FAQ and VIDEO TUTORIAL in a new tab', async () => {
    const { user } = renderShell(false)
    await user.click(await screen.findByRole('button', { name: 'Tutorial e guide' }))
    for (const name of ['FAQ', 'VIDEO TUTORIAL']) {
      const link = await screen.findByRole('link', { name })
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
  })
})
