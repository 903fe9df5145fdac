import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import {
  apiGet,
  BERNASCONI,
  DE_SANCTIS,
  button,
  calls,
  findDialog,
  loadedDetail,
  recordRequests,
  renderPage,
} from '@/test/harness'
import { captureDownloads } from '@/test/files'

const registro = () => screen.findByRole('table', { name: 'Registro dei consensi' })
const righe = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

describe('client GDPR record: consent register and renewal', () => {
  it('shows the read-only history, flags the older notice and renews it with the new text', async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    // Accepted on 01/11/2024, notice 1.0; 2.0 is in force from 01/10/2026.
    expect(await screen.findByText('Consenso da rinnovare')).toBeInTheDocument()
    expect(
      screen.getByText("Il cliente ha accettato una versione precedente dell'informativa"),
    ).toBeInTheDocument()
    const table = await registro()
    await waitFor(() => expect(righe(table)).toHaveLength(1))
    expect(within(righe(table)[0]!).getByText('Accettazione')).toBeInTheDocument()
    expect(within(righe(table)[0]!).getByText('1.0 del 15/01/2024')).toBeInTheDocument()
    // Append-only: nothing in the register can be edited or removed.
    expect(within(table).queryAllByRole('button')).toHaveLength(0)
    expect(within(table).queryAllByRole('textbox')).toHaveLength(0)

    await user.click(button('Registra la nuova accettazione'))
    const dialog = await findDialog('Informativa sul trattamento dei dati personali')
    expect(
      await within(dialog).findByText('Informativa versione 2.0 in vigore dal 01/10/2026'),
    ).toBeInTheDocument()
    expect(within(dialog).getByText(/ogni loro consultazione è registrata/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('checkbox'))
    await user.click(button('Registra accettazione', dialog))

    await waitFor(() => expect(righe(table)).toHaveLength(2))
    expect(within(righe(table)[1]!).getByText('2.0 del 01/10/2026')).toBeInTheDocument()
    expect(within(righe(table)[1]!).getByText('istruttore@fitlab.it')).toBeInTheDocument()
    expect(righe(table)[0]).toHaveTextContent('1.0 del 15/01/2024')
    await waitFor(() => expect(screen.queryByText('Consenso da rinnovare')).not.toBeInTheDocument())
    expect(calls(seen, 'POST', '/api/cliente/acceptGdpr')).toHaveLength(1)
  })

  it('flags the clients to renew in the list', async () => {
    await renderPage('/clienti?search=Bernasconi')
    const row = (await screen.findByText('Bernasconi')).closest('tr')!
    expect(await within(row).findByText('Consenso da rinnovare')).toBeInTheDocument()
  })

  it('withdrawal is appended to the register and clears the acceptance', async () => {
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    const table = await registro()
    await waitFor(() => expect(righe(table)).toHaveLength(1))
    await user.click(button('Revoca consenso'))
    const confirm = await findDialog(/Registrare la revoca del consenso di Bernasconi Valentina/)
    await user.click(button('Registra revoca', confirm))
    await waitFor(() => expect(righe(table)).toHaveLength(2))
    expect(within(righe(table)[1]!).getByText('Revoca del consenso')).toBeInTheDocument()
    expect(await screen.findByText('Consenso GDPR non accettato')).toBeInTheDocument()
  })

  it('logs every view of the health data and shows the log', async () => {
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    await user.click(await screen.findByText(/Accessi ai dati sanitari: \d+ access/))
    const log = await screen.findByRole('table', { name: 'Accessi ai dati sanitari' })
    expect((await within(log).findAllByText('Scheda del cliente')).length).toBeGreaterThanOrEqual(1)
    expect(within(log).getAllByText('istruttore@fitlab.it').length).toBeGreaterThanOrEqual(1)
  })
})

describe('client GDPR record: export', () => {
  it('downloads JSON and HTML with every section, health data only when asked, and logs it', async () => {
    const files = captureDownloads()
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    const table = await registro()

    await user.click(button('Esporta dati del cliente'))
    let dialog = await findDialog('Esporta dati del cliente')
    expect(
      within(dialog).getByRole('checkbox', { name: /Includi i dati sanitari/ }),
    ).not.toBeChecked()
    await user.click(button('Scarica', dialog))
    await waitFor(() => expect(files).toHaveLength(2))
    expect(files.map((f) => f.name)).toEqual([
      expect.stringMatching(/^dati-cliente-1-\d{4}-\d{2}-\d{2}\.json$/),
      expect.stringMatching(/^dati-cliente-1-\d{4}-\d{2}-\d{2}\.html$/),
    ])
    const dati = JSON.parse(await files[0]!.blob.text()) as Record<string, unknown>
    expect(Object.keys(dati)).toEqual([
      'formato',
      'versioneFormato',
      'generatoIl',
      'datiSanitariInclusi',
      'anagrafica',
      'consensi',
      'caratteristiche',
      'massimali',
      'storicoMassimali',
      'schede',
      'accessi',
    ])
    expect(dati.anagrafica).toMatchObject({ cognome: 'Bernasconi', nome: 'Valentina' })
    expect((dati.schede as { gruppi: { dettagli: unknown[] }[] }[]).length).toBe(3)
    expect((dati.schede as { gruppi: unknown[] }[])[0]!.gruppi.length).toBeGreaterThan(0)
    expect((dati.storicoMassimali as unknown[]).length).toBeGreaterThanOrEqual(18)
    const html = await files[1]!.blob.text()
    expect(html).toContain('<h1>Dati del cliente Bernasconi Valentina</h1>')
    expect(html).toContain('non inclusi in questa esportazione')
    // The export is in the register (after the acceptance) and in the access log.
    await waitFor(() => expect(righe(table)).toHaveLength(2))
    expect(within(righe(table)[1]!).getByText('Esportazione dei dati')).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/gdpr/registro/')[0]?.body).toMatchObject({
      clienteId: BERNASCONI,
      tipo: 'esportazione',
    })

    // Again, with the health data.
    await user.click(button('Esporta dati del cliente'))
    dialog = await findDialog('Esporta dati del cliente')
    await user.click(within(dialog).getByRole('checkbox', { name: /Includi i dati sanitari/ }))
    await user.click(button('Scarica', dialog))
    await waitFor(() => expect(files).toHaveLength(4))
    const conSanitari = JSON.parse(await files[2]!.blob.text()) as Record<string, unknown>
    expect(conSanitari.datiSanitariInclusi).toBe(true)
    expect(conSanitari).toHaveProperty('patologie')
    expect(conSanitari).toHaveProperty('test')
    expect((conSanitari.accessi as { cosa: string }[]).map((a) => a.cosa)).toContain('esportazione')
  })
})

describe('client GDPR record: erasure (anonymisation)', () => {
  it('asks for the typed name, then clears the person and keeps the sheets', async () => {
    const seen = recordRequests()
    const { user, token } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    await user.click(button('Cancella i dati del cliente'))
    const dialog = await findDialog('Cancella i dati del cliente')
    expect(within(dialog).getByText(/Perché anonimizzare e non eliminare/)).toBeInTheDocument()
    const nome = within(dialog).getByLabelText('Nome del cliente')
    await user.type(nome, 'Bernasconi')
    await user.click(button('Cancella i dati', dialog))
    expect(
      await within(dialog).findByText('Il nome scritto non corrisponde a quello del cliente'),
    ).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/gdpr/anonimizza')).toHaveLength(0)

    await user.clear(nome)
    await user.type(nome, 'bernasconi  valentina')
    await user.click(button('Cancella i dati', dialog))
    await loadedDetail('Anonimo Cliente 1')
    expect(screen.getByLabelText('Codice fiscale')).toHaveValue('')
    expect(screen.getByLabelText('Telefono')).toHaveValue('')
    expect(calls(seen, 'POST', '/api/gdpr/anonimizza')).toHaveLength(1)
    await user.click(screen.getByRole('tab', { name: 'Caratteristiche e patologie' }))
    expect(screen.queryByLabelText('Caratteristica 1')).not.toBeInTheDocument()
    // The sheets stay, tied to the anonymous record.
    const schede = await apiGet<{ data: { cliente: { cognome?: string } }[] }>(
      token,
      '/api/scheda/',
      {
        filters: JSON.stringify({ cliente: BERNASCONI }),
        pageSize: -1,
      },
    )
    expect(schede.data).toHaveLength(3)
    expect(schede.data.every((s) => s.cliente.cognome === 'Anonimo')).toBe(true)
    const table = await registro()
    await waitFor(() =>
      expect(within(table).getByText('Cancellazione (anonimizzazione)')).toBeInTheDocument(),
    )
  })
})

describe('client GDPR record: a backend without the optional calls', () => {
  beforeEach(() => {
    server.use(
      http.all('*/api/gdpr/*', () =>
        HttpResponse.json({ code: 404, message: 'Risorsa non trovata' }, { status: 404 }),
      ),
    )
  })

  it("records the acceptance with the app's own text, saying it has no version", async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${DE_SANCTIS}`)
    await loadedDetail('De Sanctis Mattia')
    await user.click(button('Registra accettazione GDPR'))
    const dialog = await findDialog('Informativa sul trattamento dei dati personali')
    expect(
      await within(dialog).findByText(/non indica la versione dell'informativa/),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText(/accessibili esclusivamente agli istruttori/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('checkbox'))
    await user.click(button('Registra accettazione', dialog))
    await waitFor(() =>
      expect(screen.queryByText('Consenso GDPR non accettato')).not.toBeInTheDocument(),
    )
    expect(calls(seen, 'POST', '/api/cliente/acceptGdpr')).toHaveLength(1)
  })

  it('says the register is missing, exports the rest, refuses erasure', async () => {
    const files = captureDownloads()
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    expect(await screen.findByText('Registro dei consensi non disponibile')).toBeInTheDocument()
    expect(screen.queryByText('Consenso da rinnovare')).not.toBeInTheDocument()

    await user.click(button('Esporta dati del cliente'))
    const dialog = await findDialog('Esporta dati del cliente')
    await user.click(button('Scarica', dialog))
    await waitFor(() => expect(files).toHaveLength(2))
    const dati = JSON.parse(await files[0]!.blob.text()) as Record<string, unknown>
    expect(dati.consensi).toBeNull()
    expect(dati.accessi).toBeNull()
    expect((dati.schede as unknown[]).length).toBe(3)
    expect(await screen.findByText(/non è stata registrata/)).toBeInTheDocument()

    await user.click(button('Cancella i dati del cliente'))
    const erase = await findDialog('Cancella i dati del cliente')
    await user.type(within(erase).getByLabelText('Nome del cliente'), 'Bernasconi Valentina')
    await user.click(button('Cancella i dati', erase))
    expect(
      await screen.findByText(/non offre ancora la cancellazione dei dati: nessun dato/),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Bernasconi Valentina' }),
    ).toBeInTheDocument()
    expect(calls(seen, 'PUT', /\/api\/cliente\//)).toHaveLength(0)
  })
})
