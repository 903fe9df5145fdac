import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { buildRoutes } from '@/app/router'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState, testToken } from '@/test/tokens'
import { browserReload } from './demo-reset'

jest.setTimeout(60000)

describe('the preferences page', () => {
  it('Salva applies the preferences at once and saves them, then refreshes the token', async () => {
    const saved: unknown[] = []
    server.use(
      http.post('*/api/auth/savepreferenze', async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({ success: true })
      }),
      http.post('*/anagrafiche/userdetail/refreshtoken', () =>
        HttpResponse.json({
          token: testToken({
            preferenze: { sidebar: 'sempreChiusa', theme: 'light', showTooltip: 'NO' },
          }),
          refresh_token: 'refresh-2',
        }),
      ),
    )
    const { store, user } = renderWithProviders(null, {
      routes: buildRoutes(),
      route: '/preferenze',
      preloadedState: loggedInState(),
    })
    expect(
      await screen.findByRole('heading', { name: 'Preferenze' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.getByLabelText('FitLab: Comprimi il menu')).toBeInTheDocument()

    // (labels rather than roles: role queries are slow on this page under jsdom)
    await user.click(screen.getByLabelText('Sempre chiusa'))
    await user.click(screen.getByLabelText('Chiaro'))
    await user.click(screen.getByLabelText('No'))
    expect(store.getState().ui.editable).toBe(true)
    await user.click(screen.getByText('Salva'))
    const toast = screen.findByText('Operazione conclusa con successo', {}, { timeout: 20000 })

    // applied at once: the menu collapses, the theme is light
    await waitFor(() => expect(screen.getByLabelText('Espandi il menu')).toBeInTheDocument())
    expect(store.getState().preferences.preferenze).toEqual({
      sidebar: 'sempreChiusa',
      theme: 'light',
      showTooltip: 'NO',
    })
    await waitFor(() => expect(store.getState().session.refreshToken).toBe('refresh-2'))
    expect(saved).toEqual([
      {
        preferenze: { sidebar: 'sempreChiusa', theme: 'light', showTooltip: 'NO' },
        frontendRevisionNumber: 'v1.0.27',
      },
    ])
    expect(await toast).toBeInTheDocument()
    expect(store.getState().ui.editable).toBe(false)
  })

  it('in mock mode, resets the demo data after confirmation, then logs out', async () => {
    const reload = jest.spyOn(browserReload, 'reload').mockImplementation(() => {})
    const onReset = jest.fn(() => window.dispatchEvent(new Event('mock:reset-done')))
    window.addEventListener('mock:reset', onReset)
    try {
      const { store, user } = renderWithProviders(null, {
        routes: buildRoutes(),
        route: '/preferenze',
        preloadedState: loggedInState(),
      })
      const card = (await screen.findByText('Dati dimostrativi', {}, { timeout: 5000 })).closest(
        '.ant-card',
      ) as HTMLElement
      await user.click(within(card).getByRole('button', { name: 'Ripristina i dati dimostrativi' }))
      const dialog = await screen.findByRole('dialog')
      await user.click(
        within(dialog).getByRole('button', { name: 'Ripristina i dati dimostrativi' }),
      )
      await waitFor(() => expect(reload).toHaveBeenCalled())
      expect(onReset).toHaveBeenCalledTimes(1)
      expect(store.getState().session.token).toBeNull()
    } finally {
      window.removeEventListener('mock:reset', onReset)
      reload.mockRestore()
    }
  })
})
