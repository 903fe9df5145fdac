import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { PICTURE_MAX_BYTES } from '@/config/constants'
import { pictureFile } from '@/test/files'
import { server } from '@/test/server'
import {
  BERNASCONI,
  DE_SANCTIS,
  driftAnswers,
  findDialog,
  loadedDetail,
  recordRequests,
  renderPage,
} from '@/test/harness'

import { clienteApi } from './api'

const oggi = () => dayjs().format('DD/MM/YYYY')
const field = (label: string) => screen.getByLabelText(label)

/** Replaces a field's text as a user would by selecting it and pasting (fast on a busy machine). */
async function fill(user: UserEvent, label: string, text: string) {
  const input = field(label)
  await user.clear(input)
  await user.click(input)
  await user.paste(text)
}
const posts = (seen: ReturnType<typeof recordRequests>, path: string) =>
  seen.filter((r) => r.method === 'POST' && r.path === path)

describe('client detail: loading', () => {
  it('shows the client with every field, the GDPR state and the tabs', async () => {
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    expect(field('Cognome')).toHaveValue('Bernasconi')
    expect(field('Nome')).toHaveValue('Valentina')
    expect(field("Email dell'account dell'app")).toHaveValue('v.bernasconi@hotmail.it')
    for (const label of ['Codice fiscale', 'Telefono', 'Indirizzo', 'Città', 'Data di nascita']) {
      expect(field(label)).toBeInTheDocument()
    }
    expect(screen.getByText('GDPR accettato il 01/11/2024')).toBeInTheDocument()
    expect(screen.queryByText('Consenso GDPR non accettato')).not.toBeInTheDocument()
    for (const tab of [
      'Anagrafica',
      'Caratteristiche e patologie',
      'Test posturali',
      'Schede',
      'Massimali',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument()
    }
    await user.click(screen.getByRole('tab', { name: 'Caratteristiche e patologie' }))
    expect(screen.getByLabelText('Caratteristica 1')).toHaveValue('Altezza')
    expect(screen.getByRole('combobox', { name: 'Muscoli' })).toBeInTheDocument()
  })

  it('opens with its consent-renewal warning: the form is not drawn first and pushed down', async () => {
    let release = () => {}
    const held = new Promise<void>((done) => (release = done))
    // The renewal list answers late (then from the fake backend, as always).
    server.use(http.get('*/api/gdpr/darinnovare', () => held))
    const { store } = await renderPage(`/clienti/${BERNASCONI}`)
    await waitFor(() =>
      expect(
        clienteApi.endpoints.clienteGet.select(BERNASCONI)(store.getState()).data,
      ).toBeDefined(),
    )
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
    release()
    await loadedDetail('Bernasconi Valentina')
    expect(
      screen.getByText("Il cliente ha accettato una versione precedente dell'informativa"),
    ).toBeInTheDocument()
  })

  it('answers "Elemento non trovato" for a client that does not exist', async () => {
    await renderPage('/clienti/99999')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "Torna all'elenco dei clienti" })).toHaveAttribute(
      'href',
      '/clienti',
    )
  })
})

describe('client detail: new client', () => {
  it('checks the fields in Italian and sends nothing while they are wrong', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/clienti/nuovo')
    await loadedDetail('Nuovo cliente')
    expect(screen.getByText(/viene caricata al salvataggio del cliente/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Carica foto/ })).toBeEnabled()

    await fill(user, "Email dell'account dell'app", 'non-una-email')
    await fill(user, 'Codice fiscale', 'abc123')
    await user.click(screen.getByRole('button', { name: /Salva/ }))
    expect(await screen.findByText('Inserire il cognome')).toBeInTheDocument()
    expect(screen.getByText('Inserire il nome')).toBeInTheDocument()
    expect(screen.getByText('Inserire un indirizzo email valido')).toBeInTheDocument()
    expect(
      screen.getByText('Il codice fiscale deve avere 16 caratteri (es. RSSMRA80A01F205X)'),
    ).toBeInTheDocument()
    expect(field('Codice fiscale')).toHaveValue('ABC123')
    expect(posts(seen, '/api/cliente/')).toEqual([])
  })

  it('creates the client and lands on its page', async () => {
    const seen = recordRequests()
    const { user, router, store } = await renderPage('/clienti/nuovo')
    await loadedDetail('Nuovo cliente')
    await fill(user, 'Cognome', 'Verdi')
    await fill(user, 'Nome', 'Anna')
    await fill(user, "Email dell'account dell'app", 'anna.verdi@example.it')
    await fill(user, 'Codice fiscale', 'vrdnna90a41f205x')
    expect(store.getState().ui.editable).toBe(true)
    await user.click(screen.getByRole('button', { name: /Salva/ }))
    await loadedDetail('Verdi Anna')
    const created = posts(seen, '/api/cliente/')
    expect(created).toHaveLength(1)
    expect(created[0]!.body).toMatchObject({
      cognome: 'Verdi',
      nome: 'Anna',
      codiceFiscale: 'VRDNNA90A41F205X',
      utente: { email: 'anna.verdi@example.it' },
      frontendRevisionNumber: 'v1.0.27',
    })
    const id = router.state.location.pathname.split('/').pop()
    expect(Number(id)).toBeGreaterThan(0)
    expect(store.getState().ui.editable).toBe(false)
    // the new client can now have a photo, and is not marked as having accepted the GDPR terms
    expect(screen.getByRole('button', { name: /Carica foto/ })).toBeEnabled()
    expect(screen.getByText('Consenso GDPR non accettato')).toBeInTheDocument()
  })
})

describe('client detail: a new client of the instructor creating it', () => {
  it('starts assigned to the instructor who creates it (no change to save)', async () => {
    const { store } = await renderPage('/clienti/nuovo')
    await loadedDetail('Nuovo cliente')
    const istruttore = screen.getByRole('combobox', { name: 'Istruttore' })
    const item = istruttore.closest('.ant-form-item') as HTMLElement
    await waitFor(() => expect(within(item).getByTitle('Rossi Marco')).toBeInTheDocument())
    expect(store.getState().ui.editable).toBe(false)
  })

  it('uploads a photo chosen before the first save right after the client is created', async () => {
    const seen = recordRequests()
    const { user, router, container } = await renderPage('/clienti/nuovo')
    await loadedDetail('Nuovo cliente')
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!
    await user.upload(input, pictureFile('ritratto.png', 64))
    expect(seen.filter((r) => r.path.includes('uploadpicture'))).toEqual([])
    await fill(user, 'Cognome', 'Verdi')
    await fill(user, 'Nome', 'Anna')
    await user.click(screen.getByRole('button', { name: /Salva/ }))
    await loadedDetail('Verdi Anna')
    const id = router.state.location.pathname.split('/').pop()
    const created = posts(seen, '/api/cliente/')
    expect(created[0]!.body).toMatchObject({ istruttore: { id: expect.any(Number) } })
    expect(posts(seen, '/api/cliente/uploadpicture/')[0]?.form).toEqual({
      profilePicture: 'file:ritratto.png',
      id,
      frontendRevisionNumber: 'v1.0.27',
    })
    // The upload came after the creation, and the page shows the saved picture.
    const order = seen.map((r) => r.path)
    expect(order.indexOf('/api/cliente/uploadpicture/')).toBeGreaterThan(
      order.indexOf('/api/cliente/'),
    )
    expect(
      await screen.findByRole('img', { name: 'Foto profilo di Anna Verdi' }),
    ).toBeInTheDocument()
  })
})

describe('client detail: Enter and duplicate logins', () => {
  it('Enter in "Data di nascita" confirms the date and saves nothing', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/clienti/nuovo')
    await loadedDetail('Nuovo cliente')
    await fill(user, 'Cognome', 'Verdi')
    await fill(user, 'Nome', 'Anna')
    await user.click(field('Data di nascita'))
    await user.keyboard('12/05/1990{Enter}')
    await waitFor(() => expect(field('Data di nascita')).toHaveValue('12/05/1990'))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(posts(seen, '/api/cliente/')).toEqual([])
    expect(router.state.location.pathname).toBe('/clienti/nuovo')
  })

  it("another account's email: the error on the email field, no client created", async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/clienti/nuovo')
    await loadedDetail('Nuovo cliente')
    await fill(user, 'Cognome', 'Verdi')
    await fill(user, 'Nome', 'Anna')
    await fill(user, "Email dell'account dell'app", 'v.bernasconi@hotmail.it')
    await user.click(screen.getByRole('button', { name: /Salva/ }))
    const message = await screen.findByText('Email già usata da un altro account')
    const item = message.closest('.ant-form-item') as HTMLElement
    expect(within(item).getByLabelText("Email dell'account dell'app")).toHaveValue(
      'v.bernasconi@hotmail.it',
    )
    expect(posts(seen, '/api/cliente/')).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/clienti/nuovo')
  })
})

describe('client detail: saving', () => {
  it('the unsaved-changes flag follows the form, and a save sends every field', async () => {
    const seen = recordRequests()
    const { user, store } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    expect(store.getState().ui.editable).toBe(false)
    await fill(user, 'Telefono', '333 1234567')
    expect(store.getState().ui.editable).toBe(true)

    await user.click(screen.getByRole('button', { name: /Salva/ }))
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
    const put = seen.find((r) => r.method === 'PUT' && r.path === `/api/cliente/${BERNASCONI}`)!
    expect(put.body).toMatchObject({
      cognome: 'Bernasconi',
      telefono: '333 1234567',
      utente: { email: 'v.bernasconi@hotmail.it' },
      caratteristiche: expect.arrayContaining([expect.objectContaining({ nome: 'Altezza' })]),
    })
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument()
  })

  it('a 422 answer lands on its field and keeps what was typed', async () => {
    server.use(
      http.put('*/api/cliente/:id', () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Dati non validi',
            errors: { 'utente.email': ["L'indirizzo email è già usato da un altro account"] },
          },
          { status: 422 },
        ),
      ),
    )
    const { user, store } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    await fill(user, 'Nome', 'Valeria')
    await user.click(screen.getByRole('button', { name: /Salva/ }))

    const message = await screen.findByText("L'indirizzo email è già usato da un altro account")
    const item = message.closest('.ant-form-item')!
    expect(
      within(item as HTMLElement).getByLabelText("Email dell'account dell'app"),
    ).toBeInTheDocument()
    expect(field('Nome')).toHaveValue('Valeria')
    expect(store.getState().ui.editable).toBe(true)
    expect(
      await screen.findByText('Alcuni dati non sono validi: controllare i campi evidenziati.'),
    ).toBeInTheDocument()
  })
})

describe('client detail: photo', () => {
  it('an oversized photo is refused and nothing is sent', async () => {
    const seen = recordRequests()
    const { user, container } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!
    const big = pictureFile('grande.jpg', PICTURE_MAX_BYTES + 1, 'image/jpeg')
    await user.upload(input, big)
    // Inline and as a toast (whose host is loaded with the first toast).
    await waitFor(() =>
      expect(screen.getAllByText('Il file non può essere più grande di 5MB')).toHaveLength(2),
    )
    expect(seen.filter((r) => r.path.includes('uploadpicture'))).toEqual([])
  })

  it('uploads a photo as multipart {profilePicture, id} and shows it', async () => {
    const seen = recordRequests()
    const { user, container } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!
    await user.upload(input, pictureFile('foto.png', 64))
    const img = await screen.findByRole('img', { name: 'Foto profilo di Valentina Bernasconi' })
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await waitFor(() =>
      expect(posts(seen, '/api/cliente/uploadpicture/')[0]?.form).toEqual({
        profilePicture: 'file:foto.png',
        id: String(BERNASCONI),
        frontendRevisionNumber: 'v1.0.27',
      }),
    )
  })
})

describe('client detail: GDPR', () => {
  it('a client who has not accepted is marked; the dialog records the acceptance', async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${DE_SANCTIS}`)
    await loadedDetail('De Sanctis Mattia')
    expect(screen.getByText('Consenso GDPR non accettato')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Registra accettazione GDPR' }))
    const dialog = await findDialog('Informativa sul trattamento dei dati personali')
    expect(within(dialog).getByText(/Regolamento \(UE\) 2016\/679/)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Registra accettazione' }))
    expect(
      await within(dialog).findByText("Per registrare l'accettazione occorre spuntare la casella"),
    ).toBeInTheDocument()
    expect(posts(seen, '/api/cliente/acceptGdpr')).toEqual([])

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: "Il cliente ha letto e accetta l'informativa sul trattamento dei dati personali",
      }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Registra accettazione' }))
    expect(await screen.findByText(`GDPR accettato il ${oggi()}`)).toBeInTheDocument()
    expect(screen.queryByText('Consenso GDPR non accettato')).not.toBeInTheDocument()
    expect(posts(seen, '/api/cliente/acceptGdpr').map((r) => r.body)).toEqual([
      { clienteId: DE_SANCTIS, frontendRevisionNumber: 'v1.0.27' },
    ])
  })
})

describe('client detail from a backend that drifts from the contract', () => {
  it('an answer without cognome leaves that field empty, required, and the page working', async () => {
    driftAnswers('*/api/cliente/:id', (body) => {
      delete body.cognome
    })
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Valentina')
    expect(field('Cognome')).toHaveValue('')
    expect(field('Nome')).toHaveValue('Valentina')
    expect(field("Email dell'account dell'app")).toHaveValue('v.bernasconi@hotmail.it')
    expect(screen.queryByText('Errore!')).not.toBeInTheDocument()
    // The gap is asked for, not saved: the save names the field and sends nothing.
    const seen = recordRequests()
    await user.click(screen.getByRole('button', { name: /Salva/ }))
    expect(await screen.findByText('Inserire il cognome')).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0)
  })
})
