import { act, screen, waitFor, within } from '@testing-library/react'
import {
  button,
  combobox,
  heading,
  metodologiaId,
  recordRequests,
  renderPage,
  ADMIN,
} from '@/test/harness'

const ciclo = (n: number) => screen.getByLabelText(`Ciclo ${n}`)
const ripetizioni = () =>
  screen
    .getAllByLabelText(/^Ciclo \d+$/)
    .map((group) => (within(group).getByLabelText('Ripetizioni') as HTMLInputElement).value)

describe('methodology detail', () => {
  it('edits the cycles (move, remove, add) and saves them in the order shown', async () => {
    const id = await metodologiaId('PIR-02')
    const seen = recordRequests()
    const { user, store } = await renderPage(`/metodologie/${id}`, { as: ADMIN })
    expect(await heading('PIR-02 · Piramidale decrescente')).toBeInTheDocument()
    expect(ripetizioni()).toEqual(['4', '6', '8'])
    expect(button('Sposta su il ciclo 1')).toBeDisabled()
    expect(button('Sposta giù il ciclo 3')).toBeDisabled()
    expect(store.getState().ui.editable).toBe(false)

    await user.click(button('Sposta su il ciclo 3'))
    expect(ripetizioni()).toEqual(['4', '8', '6'])
    await waitFor(() => expect(store.getState().ui.editable).toBe(true))
    await user.click(button('Rimuovi il ciclo 1'))
    expect(ripetizioni()).toEqual(['8', '6'])
    await user.click(button('Sposta giù il ciclo 1'))
    expect(ripetizioni()).toEqual(['6', '8'])

    await user.click(button('Aggiungi ciclo'))
    const nuovo = ciclo(3)
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field)
      await user.paste(text)
    }
    await fill(within(nuovo).getByLabelText('Serie'), '2')
    await fill(within(nuovo).getByLabelText('Ripetizioni'), '12')
    // Rest and load typed as in the builder: minutes:seconds, a decimal comma.
    await fill(within(nuovo).getByLabelText('Recupero'), '1:75')
    await fill(within(nuovo).getByLabelText('Carico (% del massimale)'), '72,5')
    await user.click(button('Salva'))
    expect(
      await within(nuovo).findByText(
        'Recupero: secondi (90) oppure minuti e secondi (1:30 o 1,30), al massimo 1 ora.',
      ),
    ).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0)
    await user.clear(within(nuovo).getByLabelText('Recupero'))
    await fill(within(nuovo).getByLabelText('Recupero'), '1:30')
    await fill(within(nuovo).getByLabelText('Note'), 'Lento')
    await user.click(button('Salva'))

    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1))
    const put = seen.find((r) => r.method === 'PUT')!
    expect(put.path).toBe(`/api/metodologia/${id}`)
    await waitFor(() => expect(put.body).toBeDefined())
    const body = put.body as { metodologiaCicli: unknown[]; codice: string }
    expect(body.codice).toBe('PIR-02')
    expect(body.metodologiaCicli).toEqual([
      { ordine: 0, serie: 1, ripetizioni: '6', recupero: 150, carico: 80, note: null },
      { ordine: 1, serie: 1, ripetizioni: '8', recupero: 120, carico: 75, note: null },
      { ordine: 2, serie: 2, ripetizioni: '12', recupero: 90, carico: 72.5, note: 'Lento' },
    ])
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
    expect(ripetizioni()).toEqual(['6', '8', '12'])
    expect(within(ciclo(1)).getByLabelText('Recupero')).toHaveValue('2:30')
    expect(within(ciclo(3)).getByLabelText('Carico (% del massimale)')).toHaveValue('72,5')
  })

  it('validates in Italian, shows a 422 on its field and keeps what was typed', async () => {
    const id = await metodologiaId('SF-02')
    const seen = recordRequests()
    const { user } = await renderPage(`/metodologie/${id}`, { as: ADMIN })
    await heading('SF-02 · Serie fisse 4x8')
    const codice = screen.getByLabelText('Codice')
    await user.clear(codice)
    await user.click(button('Salva'))
    expect(await screen.findByText('Inserire il codice')).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([])

    // codici are unique in the tenant (trimmed, case-insensitive): the fake backend's 422
    await user.type(codice, ' sf-01')
    await user.click(button('Salva'))
    expect(
      await screen.findByText('Esiste già una metodologia con questo codice'),
    ).toBeInTheDocument()
    expect(codice).toHaveValue(' sf-01')
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1)
  })

  it('creates a methodology with method and type from the slim lists, then opens it', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/metodologie/nuovo', { as: ADMIN })
    await heading('Nuova metodologia')
    await waitFor(() =>
      expect(seen.map((r) => r.path)).toEqual(
        expect.arrayContaining(['/api/metodometodologia/slim/', '/api/tipometodologia/slim/']),
      ),
    )
    await user.type(screen.getByLabelText('Codice'), 'NEW-01')
    await user.type(screen.getByLabelText('Descrizione'), 'Nuova prova')
    await user.click(combobox('Metodo'))
    await user.click(await screen.findByTitle('Piramidale'))
    await user.click(combobox('Tipo'))
    await user.click(await screen.findByTitle('Forza'))
    await user.click(screen.getByLabelText(/Bozza/))
    await user.click(button('Aggiungi ciclo'))
    await user.type(within(ciclo(1)).getByLabelText('Serie'), '3')
    await user.type(within(ciclo(1)).getByLabelText('Ripetizioni'), '10')
    await user.click(button('Salva'))

    expect(await heading('NEW-01 · Nuova prova')).toBeInTheDocument()
    const post = seen.find((r) => r.method === 'POST' && r.path === '/api/metodologia/')!
    expect(post.body).toMatchObject({
      codice: 'NEW-01',
      descrizione: 'Nuova prova',
      isBozza: true,
      isDefault: false,
      metodoMetodologia: { id: expect.any(Number) },
      tipoMetodologia: { id: expect.any(Number) },
      metodologiaCicli: [
        { ordine: 0, serie: 3, ripetizioni: '10', recupero: null, carico: null, note: null },
      ],
      frontendRevisionNumber: 'v1.0.27',
    })
    expect(router.state.location.pathname).toMatch(/^\/metodologie\/\d+$/)
    expect(combobox('Metodo').closest('.ant-select')).toHaveTextContent('Piramidale')
  })

  it('a draft by URL shows an instructor the 403 text, and the form has no draft flag', async () => {
    const gvt = await metodologiaId('GVT-01')
    const seen = recordRequests()
    const { router } = await renderPage(`/metodologie/${gvt}`)
    expect(
      await screen.findByText(
        'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
        {
          selector: 'span',
        },
      ),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Codice')).not.toBeInTheDocument()
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([])
    expect(screen.getByText('Torna alle metodologie')).toHaveAttribute('href', '/metodologie')

    const sf02 = await metodologiaId('SF-02')
    await act(() => router.navigate(`/metodologie/${sf02}`))
    await heading('SF-02 · Serie fisse 4x8')
    expect(screen.queryByLabelText(/Bozza/)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Predefinita')).toBeInTheDocument()
  })

  it('a new methodology starts with the default method and type', async () => {
    await renderPage('/metodologie/nuovo')
    await heading('Nuova metodologia')
    // Each default arrives with its own list's answer, in either order.
    await waitFor(() =>
      expect(combobox('Metodo').closest('.ant-select')).toHaveTextContent('Serie fisse'),
    )
    await waitFor(() =>
      expect(combobox('Tipo').closest('.ant-select')).toHaveTextContent('Ipertrofia'),
    )
  })

  it('shows "Elemento non trovato" for an unknown id', async () => {
    await renderPage('/metodologie/99999', { as: ADMIN })
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    expect(screen.getByText('Torna alle metodologie')).toHaveAttribute('href', '/metodologie')
  })
})
