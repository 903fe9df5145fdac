import { act, screen, waitFor, within } from '@testing-library/react'
import { calls, findDialog, recordRequests, renderPage } from '@/test/harness'

/** The first cell of each row of the list shown. */
const names = () =>
  Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map(
    (tr) => tr.querySelector('td')!.textContent,
  )

const tab = (label: string) => {
  const found = Array.from(document.querySelectorAll('[role="tab"]')).find(
    (el) => el.textContent === label,
  )
  if (!found) throw new Error(`No tab ${label}`)
  return found as HTMLElement
}

describe('librerie: cartelle', () => {
  it('lists the folders and renames one', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/librerie', { pointerEventsCheck: false })
    await screen.findByText('Braccia')
    expect(tab('Cartelle')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Tutte le schede').closest('a')).toHaveAttribute(
      'href',
      '/librerie/schede',
    )

    await user.click(screen.getByLabelText('Rinomina Braccia'))
    const dialog = await findDialog('Rinomina cartella')
    const nome = within(dialog).getByLabelText('Nome')
    await user.clear(nome)
    await user.type(nome, 'Bicipiti e tricipiti')
    await user.click(within(dialog).getByText('Salva'))
    expect(await screen.findByText('Bicipiti e tricipiti')).toBeInTheDocument()
    expect(calls(seen, 'PUT', '/api/cartella/6')[0]!.body).toEqual({ nome: 'Bicipiti e tricipiti' })
  })

  it('a row opens the folder with its exercises', async () => {
    const { user, router } = await renderPage('/librerie', { pointerEventsCheck: false })
    await user.click(await screen.findByText('Core'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/librerie/cartelle/7'))
  })

  it('duplicates a folder and deletes the copy after confirmation', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/librerie', { pointerEventsCheck: false })
    await screen.findByText('Braccia')
    await user.click(screen.getByLabelText('Duplica Core'))
    expect(await screen.findByText('Core (copia)')).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/cartella-duplica/7')).toHaveLength(1)

    await user.click(screen.getByLabelText('Elimina Core (copia)'))
    const dialog = await findDialog('Eliminare la cartella Core (copia)?')
    await user.click(within(dialog).getByText('Elimina'))
    await waitFor(() => expect(screen.queryByText('Core (copia)')).not.toBeInTheDocument())
    expect(calls(seen, 'DELETE', /^\/api\/cartella\/\d+$/)).toHaveLength(1)
  })

  it('"Nuova cartella" creates a machine folder', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/librerie', { pointerEventsCheck: false })
    await screen.findByText('Braccia')
    await user.click(screen.getByText('Nuova cartella', { selector: 'button span' }))
    const dialog = await findDialog('Nuova cartella')
    await user.type(within(dialog).getByLabelText('Nome'), 'Addominali macchine')
    await user.click(within(dialog).getByLabelText('Macchina'))
    await user.click(within(dialog).getByText('Crea'))
    expect(await screen.findByText('Addominali macchine')).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/cartella/')[0]!.body).toMatchObject({
      nome: 'Addominali macchine',
      attrezzo: null,
      flagAttrezzoMacchina: 'M',
    })
  })
})

describe('librerie: protocolli', () => {
  it('lists the protocols with their tags; rename, duplicate, delete', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/librerie?tab=protocolli', { pointerEventsCheck: false })
    await screen.findByText('Dimagrimento 12 settimane')
    const row = screen.getByText('Rientro post-infortunio ginocchio').closest('tr')!
    expect(within(row).getByText('Certificato')).toBeInTheDocument()
    expect(within(row).getByText('Cartella')).toBeInTheDocument()
    expect(
      within(screen.getByText('Dimagrimento 12 settimane').closest('tr')!).getByText('Bozza'),
    ).toBeInTheDocument()

    await user.click(screen.getByLabelText('Rinomina Forza massimale'))
    let dialog = await findDialog('Rinomina protocollo')
    const nome = within(dialog).getByLabelText('Nome')
    await user.clear(nome)
    await user.type(nome, 'Forza massima')
    await user.click(within(dialog).getByText('Salva'))
    expect(await screen.findByText('Forza massima')).toBeInTheDocument()
    expect(calls(seen, 'PUT', '/api/protocollo/8')[0]!.body).toEqual({ nome: 'Forza massima' })

    await user.click(screen.getByLabelText('Duplica Forza massima'))
    expect(await screen.findByText('Forza massima (copia)')).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/protocollo-duplica/8')).toHaveLength(1)

    await user.click(screen.getByLabelText('Elimina Forza massima (copia)'))
    dialog = await findDialog('Eliminare il protocollo Forza massima (copia)?')
    await user.click(within(dialog).getByText('Elimina'))
    await waitFor(() => expect(screen.queryByText('Forza massima (copia)')).not.toBeInTheDocument())
  })

  it('"Nuovo protocollo" creates a draft and opens it; a row opens its protocol', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/librerie?tab=protocolli', {
      pointerEventsCheck: false,
    })
    await user.click(await screen.findByText('Nuovo protocollo', { selector: 'button span' }))
    const dialog = await findDialog('Nuovo protocollo')
    await user.type(within(dialog).getByLabelText('Nome'), 'Prevenzione lombalgia')
    await user.click(within(dialog).getByText('Crea'))
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/librerie\/protocolli\/\d+$/),
    )
    expect(calls(seen, 'POST', '/api/protocollo/')[0]!.body).toMatchObject({
      nome: 'Prevenzione lombalgia',
      isBozza: true,
    })
    expect(await screen.findByText('Prevenzione lombalgia', { selector: 'h2' })).toBeInTheDocument()

    await act(() => router.navigate('/librerie?tab=protocolli'))
    await user.click(await screen.findByText('Spalla sana'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/librerie/protocolli/10'))
  })
})

describe('librerie: modelli di scheda', () => {
  it('lists the templates, filters them by protocol and opens one', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/librerie', { pointerEventsCheck: false })
    await screen.findByText('Braccia')
    await user.click(tab('Modelli di scheda'))
    await screen.findByText('Forza 5x5')
    await user.click(screen.getByLabelText('Protocolli'))
    await user.click(await screen.findByTitle('Percorso principianti 3 mesi'))
    await waitFor(() => expect(names()).toEqual(['Full body principianti', 'Functional training']))
    const last = calls(seen, 'GET', '/api/scheda-template/').at(-1)!
    expect(last.query.get('idProtocolli')).toBe('1')
    expect(last.query.get('filters')).toBeNull()

    await user.type(screen.getByLabelText('Nome del modello'), 'full')
    await waitFor(() => expect(names()).toEqual(['Full body principianti']))
    expect(calls(seen, 'GET', '/api/scheda-template/').at(-1)!.query.get('nome')).toBe('full')

    await user.click(screen.getByText('Full body principianti'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/librerie/schede/1'))
  })

  it('"Nuovo modello" opens the new sheet page set on a template', async () => {
    const { user, router } = await renderPage('/librerie', { pointerEventsCheck: false })
    await screen.findByText('Braccia')
    await user.click(tab('Modelli di scheda'))
    await screen.findByText('Forza 5x5')
    await user.click(screen.getByRole('button', { name: 'Nuovo modello' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/librerie/schede/nuova'))
    expect(router.state.location.search).toBe('?tipo=modello')
    expect(await screen.findByRole('radio', { name: 'Modello della libreria' })).toBeChecked()
  })
})
