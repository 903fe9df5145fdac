import { screen, waitFor, within } from '@testing-library/react'
import { apiUrl } from '@/config/env'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import DashboardPage from './DashboardPage'

/** A real session from the fake backend (signed tokens). */
async function login(username: string) {
  const res = await fetch(apiUrl('/api/login_check'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo2026!', frontendRevisionNumber: 'v1.0.27' }),
  })
  const body = (await res.json()) as { token: string; refresh_token: string }
  return loggedInState(body.token, body.refresh_token)
}

describe('the dashboard', () => {
  it('an instructor sees the figures of the tenant and the latest clients and sheets', async () => {
    const preloadedState = await login('istruttore@fitlab.it')
    renderWithProviders(<DashboardPage />, { preloadedState })
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByText('Ciao, Marco')).toBeInTheDocument()

    for (const name of ['Clienti', 'Istruttori', 'Esercizi', 'Schede', 'Protocolli']) {
      const link = await screen.findByRole('link', { name: new RegExp(`^${name} \\d+$`) })
      expect(link).toBeInTheDocument()
    }
    const clienti = screen.getByText('Ultimi clienti inseriti').closest('.ant-card') as HTMLElement
    const rows = (card: HTMLElement) =>
      within(card)
        .getAllByRole('link')
        .filter((a) => a.textContent !== 'Vedi tutti')
    await within(clienti).findAllByText(/@/)
    expect(rows(clienti)).toHaveLength(5)
    const schede = screen.getByText('Ultime schede').closest('.ant-card') as HTMLElement
    await waitFor(() => expect(rows(schede).length).toBeGreaterThan(0))
    expect(within(schede).getAllByText(/^\d{2}\/\d{2}\/\d{4}$/)).toHaveLength(5)
    expect(rows(schede)).toHaveLength(5)
    expect(screen.queryByText('Scadenze dei tenant')).not.toBeInTheDocument()
  })

  it('the administrator sees every tenant with its state and the platform figures', async () => {
    const preloadedState = await login('admin@fitlab.it')
    renderWithProviders(<DashboardPage />, { preloadedState })
    const title = await screen.findByText('Scadenze dei tenant')
    const tenants = title.closest('.ant-card') as HTMLElement
    expect(await within(tenants).findByText('Corpo Libero Torino')).toBeInTheDocument()
    const row = (name: string) => within(tenants).getByText(name).closest('tr') as HTMLElement
    expect(within(row('Corpo Libero Torino')).getByText('Disattivato')).toBeInTheDocument()
    expect(within(row('Vita Attiva Roma')).getByText('Scaduto')).toBeInTheDocument()
    expect(within(row('FitLab Milano')).getByText('31/12/2030')).toBeInTheDocument()

    const analisi = screen
      .getByText('Analisi dei dati (tutti i tenant)')
      .closest('.ant-card') as HTMLElement
    expect(await within(analisi).findByText('Nuovi clienti')).toBeInTheDocument()
    expect(screen.queryByText('Ultimi clienti inseriti')).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /^Esercizi \d+$/ })).toBeInTheDocument()
  })
})
