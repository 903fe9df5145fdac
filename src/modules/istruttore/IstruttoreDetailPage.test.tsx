import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { buildRoutes } from '@/app/router'
import { PICTURE_MAX_BYTES } from '@/config/constants'
import { subscribeFeedback } from '@/components/feedback'
import { renderWithProviders } from '@/test/render'
import { pictureFile } from '@/test/files'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { getDb } from '@mocks/db/store'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import IstruttoreDetailPage from './IstruttoreDetailPage'
import { button, fill, findDialog, items, option, recordRequests, type Seen } from '@/test/harness'

/** Elena Ballarin (id 8): titolo Laurea in Fisioterapia, two masters, three slots. */
const ELENA = 8

async function renderDetail(route: string, { app = false } = {}) {
  const { token, refresh_token } = await login(ISTRUTTORE)
  const rendered = renderWithProviders(null, {
    route,
    routes: app
      ? buildRoutes()
      : [
          { path: '/istruttori/:id', element: <IstruttoreDetailPage /> },
          { path: '/istruttori', element: <h1>Elenco</h1> },
        ],
    preloadedState: loggedInState(token, refresh_token),
  })
  // No pause between keystrokes and no pointer-events style check on every click: the form is
  // large and jsdom's style computations are slow.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { ...rendered, user }
}

const loaded = (name = 'Ballarin Elena') => screen.findByRole('heading', { level: 2, name })

const list = (name: string) => screen.getByLabelText(name)

let unsubscribe: (() => void) | undefined
afterEach(() => {
  unsubscribe?.()
  unsubscribe = undefined
})

describe('instructor detail', () => {
  it('shows every field of the instructor, the age from the server and the slots by day', async () => {
    await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    expect(screen.getByLabelText('Nome')).toHaveValue('Elena')
    expect(screen.getByLabelText('Cognome')).toHaveValue('Ballarin')
    expect(screen.getByLabelText('Data di nascita')).toHaveValue('20/12/1985')
    const row = getDb().istruttore.find((i) => i.id === ELENA)
    const eta = dayjs().diff(dayjs(row?.dataNascita), 'year')
    expect(screen.getByText(`Età: ${eta} anni`)).toBeInTheDocument()
    expect(screen.getByLabelText('Telefono')).toHaveValue('393 1579887')
    expect(screen.getByLabelText('Email')).toHaveValue('elena.ballarin@fitlab.it')
    expect(screen.getByText('Femmina')).toBeInTheDocument()
    expect(await screen.findByText('Laurea in Fisioterapia')).toBeInTheDocument()
    expect(items(list('Master conseguiti'))).toEqual([
      'Master in Riatletizzazione',
      'Master in Attività motoria per la terza età',
    ])
    expect(items(list('Fasce di disponibilità'))).toEqual([
      'Lunedì08:00 – 12:30',
      'Giovedì08:00 – 12:30',
      'Sabato09:00 – 12:00',
    ])
    expect(button('Stampa scheda')).toBeEnabled()
  })

  it('computes the age from the date as it is typed', async () => {
    const seen = recordRequests()
    const { user } = await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    const input = screen.getByLabelText('Data di nascita')
    await user.clear(input)
    await user.type(input, '15/03/1990{Enter}')
    const expected = dayjs().diff(dayjs('1990-03-15'), 'year')
    expect(await screen.findByText(`Età: ${expected} anni`)).toBeInTheDocument()
    // Enter confirmed the date, it did not save the form
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([])
  })

  it('adds and removes masters by id; an already present master is not added twice', async () => {
    const seen = recordRequests()
    const { user, store } = await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    const masters = list('Master conseguiti')
    await user.click(screen.getByLabelText('Master'))
    // a master already present cannot be picked again: choosing it changes nothing
    const present = await option('Master in Riatletizzazione')
    expect(present).toHaveAttribute('aria-disabled', 'true')
    await user.click(present)
    expect(items(masters)).toHaveLength(2)
    await user.click(await option('Master in Posturologia'))
    await waitFor(() =>
      expect(items(masters)).toEqual([
        'Master in Riatletizzazione',
        'Master in Attività motoria per la terza età',
        'Master in Posturologia',
      ]),
    )
    expect(store.getState().ui.editable).toBe(true)
    await user.click(screen.getByLabelText('Rimuovi master Master in Riatletizzazione'))
    expect(items(masters)).toEqual([
      'Master in Attività motoria per la terza età',
      'Master in Posturologia',
    ])
    await user.click(button('Salva'))
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
        masters: [{ id: 7 }, { id: 2 }],
      }),
    )
    await waitFor(() =>
      expect(
        getDb()
          .istruttore.find((i) => i.id === ELENA)
          ?.masters?.map((m) => m.id),
      ).toEqual([7, 2]),
    )
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
  })

  const slotAdder = (user: UserEvent) => {
    const adder = screen.getByLabelText('Aggiungi disponibilità')
    return async (giorno: string, inizio: string, fine: string) => {
      await user.click(within(adder).getByLabelText('Giorno'))
      await user.click(await option(giorno))
      for (const [label, time] of [
        ['Ora di inizio', inizio],
        ['Ora di fine', fine],
      ] as const) {
        const input = within(adder).getByLabelText(label)
        await user.clear(input)
        await user.keyboard(`${time}{Enter}`)
      }
      await user.click(button('Aggiungi disponibilità', adder))
    }
  }
  const slots = () => items(list('Fasce di disponibilità'))

  it('refuses a slot ending before it starts and one overlapping another of the same day', async () => {
    const { user } = await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    const add = slotAdder(user)
    await add('Lunedì', '14:00', '13:00')
    expect(
      await screen.findByText("L'ora di fine deve essere successiva all'ora di inizio"),
    ).toBeInTheDocument()
    await add('Lunedì', '12:00', '14:00')
    expect(
      await screen.findByText("La fascia si sovrappone a un'altra dello stesso giorno"),
    ).toBeInTheDocument()
    expect(slots()).toEqual(['Lunedì08:00 – 12:30', 'Giovedì08:00 – 12:30', 'Sabato09:00 – 12:00'])
  })

  it('adds slots in day and time order and removes one by day, start and end', async () => {
    const seen = recordRequests()
    const { user } = await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    const add = slotAdder(user)
    await add('Martedì', '09:00', '10:00')
    await add('Lunedì', '12:30', '13:30')
    expect(screen.queryByText(/sovrappone|successiva/)).not.toBeInTheDocument()
    expect(slots()).toEqual([
      'Lunedì08:00 – 12:3012:30 – 13:30',
      'Martedì09:00 – 10:00',
      'Giovedì08:00 – 12:30',
      'Sabato09:00 – 12:00',
    ])
    await user.click(screen.getByLabelText('Rimuovi disponibilità Lunedì 08:00-12:30'))
    expect(slots()).toEqual([
      'Lunedì12:30 – 13:30',
      'Martedì09:00 – 10:00',
      'Giovedì08:00 – 12:30',
      'Sabato09:00 – 12:00',
    ])
    // Enter in the slot times did not save the form
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([])

    await user.click(button('Salva'))
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT')?.body).toMatchObject({
        disponibilita: [
          { giorno: 'lunedi', oraInizio: '12:30', oraFine: '13:30' },
          { giorno: 'martedi', oraInizio: '09:00', oraFine: '10:00' },
          { giorno: 'giovedi', oraInizio: '08:00', oraFine: '12:30' },
          { giorno: 'sabato', oraInizio: '09:00', oraFine: '12:00' },
        ],
      }),
    )
  })

  it('creates an instructor, reloads it by the returned id and goes to /istruttori/<id>', async () => {
    const seen = recordRequests()
    const { user, router } = await renderDetail('/istruttori/nuovo')
    await loaded('Nuovo istruttore')
    // the picture can be loaded only after saving; there is nothing to print yet
    expect(screen.getByText("Salvare l'istruttore per caricare la foto")).toBeInTheDocument()
    expect(screen.queryByText('Stampa scheda')).not.toBeInTheDocument()

    await user.click(button('Salva'))
    expect(await screen.findByText('Inserire il nome')).toBeInTheDocument()
    expect(screen.getByText('Inserire il cognome')).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'POST')).toEqual([])

    await fill(user, screen.getByLabelText('Nome'), 'Sara')
    await fill(user, screen.getByLabelText('Cognome'), 'Verdi')
    await fill(user, screen.getByLabelText('Email'), 'sara.verdi@fitlab.it')
    await user.click(screen.getByLabelText('Titolo di studio'))
    await user.click(await option('Diploma ISEF'))
    await user.click(button('Salva'))

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/istruttori\/\d+$/))
    const id = Number(router.state.location.pathname.split('/').pop())
    const post = seen.find((r) => r.method === 'POST' && r.path === '/api/istruttore/')
    expect(post?.body).toMatchObject({
      nome: 'Sara',
      cognome: 'Verdi',
      utente: { email: 'sara.verdi@fitlab.it' },
      titoloStudio: { id: 4 },
      frontendRevisionNumber: 'v1.0.27',
    })
    // the GET by the returned id came after the POST
    const postAt = seen.indexOf(post as Seen)
    expect(
      seen.some((r, i) => i > postAt && r.method === 'GET' && r.path === `/api/istruttore/${id}`),
    ).toBe(true)
    expect(getDb().istruttore.find((i) => i.id === id)?.cognome).toBe('Verdi')
    await loaded('Verdi Sara')
    expect(button('Stampa scheda')).toBeEnabled()
  })

  it('shows a 422 answer on its fields and keeps what was typed', async () => {
    server.use(
      http.put('*/api/istruttore/:id', () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Dati non validi',
            errors: {
              'utente.email': ['Indirizzo email già in uso'],
              'disponibilita.0.oraFine': ['Orario non valido'],
            },
          },
          { status: 422 },
        ),
      ),
    )
    const toasts: { kind: string; text: unknown }[] = []
    unsubscribe = subscribeFeedback(({ kind, text }) => toasts.push({ kind, text }))
    const { user, store } = await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    await fill(user, screen.getByLabelText('Email'), 'marco.rossi@fitlab.it')
    await fill(user, screen.getByLabelText('Telefono'), '333 1234567')
    await user.click(button('Salva'))

    expect(await screen.findByText('Indirizzo email già in uso')).toBeInTheDocument()
    // the toast says that some data are invalid (an antd message that lasts 2.5 s)
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: 'error',
        text: ['Alcuni dati non sono validi: controllare i campi evidenziati.'],
      }),
    )
    expect(screen.getByText('Orario non valido')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('marco.rossi@fitlab.it')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Telefono')).toHaveValue('333 1234567')
    expect(store.getState().ui.editable).toBe(true)
  })

  it('refuses a picture over 5MB without sending anything', async () => {
    const seen = recordRequests()
    const { user, container } = await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    await user.upload(input, pictureFile('foto.png', PICTURE_MAX_BYTES + 1))
    const photo = screen.getByLabelText('Foto profilo')
    expect(await within(photo).findByText('Il file non può essere più grande di 5MB')).toBeVisible()
    expect(seen.filter((r) => r.path.includes('uploadpicture'))).toEqual([])
  })

  it('uploads a picture within the limit', async () => {
    const seen = recordRequests()
    const { user, container } = await renderDetail(`/istruttori/${ELENA}`)
    await loaded()
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    await user.upload(input, pictureFile('foto.png', 64))
    await waitFor(() =>
      expect(seen.filter((r) => r.path === '/api/istruttore/uploadpicture/')).toHaveLength(1),
    )
    expect(await screen.findByAltText('Foto profilo di Elena Ballarin')).toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await renderDetail(`/istruttori/${ELENA}`, { app: true })
    const welcome = await findDialog('IMPORTANTE')
    await user.click(button('Chiudi', welcome))
    await loaded()
    await user.type(screen.getByLabelText('Telefono'), '9')
    await user.click(button('Annulla'))
    const dialog = await findDialog('Si sta abbandonando la pagina senza aver salvato, continuare?')
    await user.click(button('No', dialog))
    expect(router.state.location.pathname).toBe(`/istruttori/${ELENA}`)
    expect(screen.getByLabelText('Telefono')).toHaveValue('393 15798879')
  })

  it('shows "Elemento non trovato" for an unknown id', async () => {
    const { user, router } = await renderDetail('/istruttori/9999')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    await user.click(button("Torna all'elenco degli istruttori"))
    expect(router.state.location.pathname).toBe('/istruttori')
  })
})
