import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { buildRoutes } from '@/app/router'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState, testToken } from '@/test/tokens'
import { ADMIN, login } from '@mocks/lib/testing'
import { browserReload } from './demo-reset'
import { defaultPreferenze } from './preferences-slice'

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
    expect(await screen.findByRole('heading', { name: 'Preferenze' })).toBeVisible()
    expect(screen.getByLabelText('FitLab: Comprimi il menu')).toBeInTheDocument()

    // (labels rather than roles: role queries are slow on this page under jsdom)
    await user.click(screen.getByLabelText('Sempre chiusa'))
    await user.click(screen.getByLabelText('Chiaro'))
    await user.click(screen.getByLabelText('No'))
    expect(store.getState().ui.editable).toBe(true)
    await user.click(screen.getByText('Salva'))
    const toast = screen.findByText('Operazione conclusa con successo')

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

  it('sets the rounding of the loads and the weeks to retest a maximum, with their checks', async () => {
    const saved: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/auth/savepreferenze')) {
        void request
          .clone()
          .json()
          .then((body: unknown) => saved.push(body))
      }
    })
    // a real session of the fake backend: the token after the save carries what it stored
    const { token, refresh_token } = await login(ADMIN)
    const { store, user } = renderWithProviders(null, {
      routes: buildRoutes(),
      route: '/preferenze',
      // (the welcome dialog, due for the demo user, already seen)
      preloadedState: {
        ...loggedInState(token, refresh_token),
        preferences: { preferenze: defaultPreferenze, welcomeShown: true },
      },
    })
    expect(await screen.findByText('Carichi dai massimali')).toBeVisible()
    // the defaults: 2,5 kg and 8 weeks
    expect(screen.getByLabelText('2,5')).toBeChecked()
    const settimane = () => screen.getByLabelText('Ritestare il massimale dopo (settimane)')
    expect(settimane()).toHaveValue('8')

    await user.click(screen.getByLabelText('1,25'))
    await user.clear(settimane())
    await user.type(settimane(), '0')
    await user.click(screen.getByText('Salva'))
    expect(
      await screen.findByText('Inserire un numero intero di settimane da 1 a 52.'),
    ).toBeInTheDocument()
    expect(saved).toEqual([])

    await user.clear(settimane())
    await user.type(settimane(), '6')
    await user.click(screen.getByText('Salva'))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({
      preferenze: {
        sidebar: 'dinamica',
        theme: 'dark',
        showTooltip: 'YES',
        arrotondamentoCarichi: 1.25,
        settimaneRitestMassimale: 6,
      },
      frontendRevisionNumber: 'v1.0.27',
    })
    // the refreshed token carries them
    await waitFor(() => expect(store.getState().session.token).not.toBe(token))
    expect(store.getState().preferences.preferenze).toEqual({
      sidebar: 'dinamica',
      theme: 'dark',
      showTooltip: 'YES',
      arrotondamentoCarichi: 1.25,
      settimaneRitestMassimale: 6,
    })
  })

  it('in mock mode, grows the exercise library to 5.000 after confirmation, then logs out', async () => {
    const reload = jest.spyOn(browserReload, 'reload').mockImplementation(() => {})
    const asked: unknown[] = []
    const onReset = (event: Event) => {
      asked.push((event as CustomEvent).detail)
      window.dispatchEvent(new Event('mock:reset-done'))
    }
    window.addEventListener('mock:reset', onReset)
    try {
      const { store, user } = renderWithProviders(null, {
        routes: buildRoutes(),
        route: '/preferenze',
        preloadedState: loggedInState(),
      })
      const esercizi = await screen.findByRole('radiogroup', {
        name: 'Esercizi nei dati dimostrativi',
      })
      expect(within(esercizi).getByRole('radio', { name: '365 esercizi' })).toBeChecked()
      await user.click(within(esercizi).getByText('5.000 esercizi'))
      const dialog = await screen.findByRole('dialog', {
        name: 'Rigenerare i dati dimostrativi con 5.000 esercizi? Tutte le modifiche andranno perse e sarà necessario accedere di nuovo.',
      })
      await user.click(within(dialog).getByRole('button', { name: 'Rigenera' }))
      await waitFor(() => expect(reload).toHaveBeenCalled())
      expect(asked).toEqual([{ esercizi: 5000 }])
      expect(store.getState().session.token).toBeNull()
    } finally {
      window.removeEventListener('mock:reset', onReset)
      reload.mockRestore()
    }
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
      const card = (await screen.findByText('Dati dimostrativi')).closest(
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
