import { isInaccessible, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { notify } from '@/components/feedback'
import { getDb } from '@mocks/db/store'
import {
  button,
  calls,
  findDialog,
  heading,
  recordRequests,
  renderPage,
  type Seen,
} from '@/test/harness'
import { server } from '@/test/server'

afterEach(() => {
  jest.restoreAllMocks()
})

/** The demo folder "Kettlebell" (equipment Kettlebell, 10 exercises). */
const KETTLEBELL = 13

const nomi = (scope: HTMLElement) =>
  Array.from(scope.querySelectorAll('tbody tr.ant-table-row')).map(
    (tr) => tr.querySelectorAll('td')[tr.querySelector('.ant-checkbox') ? 1 : 0]!.textContent,
  )
const listCalls = (seen: Seen[]) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/esercizio/')
const filters = (call: Seen) => JSON.parse(call.query.get('filters') ?? '{}') as object
const inCartella = () =>
  getDb()
    .esercizio.filter((e) => (e.cartelle ?? []).some((c) => c.id === KETTLEBELL))
    .map((e) => e.nomenclatura)
    .sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }))
const page = () => document.querySelector<HTMLElement>('main, body')!

describe('folder detail', () => {
  it("lists the folder's exercises with the exercise list's filters", async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/librerie/cartelle/${KETTLEBELL}`)
    expect(await heading('Kettlebell')).toBeInTheDocument()
    await waitFor(() => expect(nomi(page())).toEqual(inCartella()))
    expect(filters(listCalls(seen)[0]!)).toEqual({ cartelle: KETTLEBELL })
    expect(screen.getByText('10 elementi')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Cerca'), 'swing{Enter}')
    const swing = inCartella().filter((nome) => /swing/i.test(nome))
    expect(swing.length).toBeGreaterThan(0)
    await waitFor(() => expect(nomi(page())).toEqual(swing))
    expect(filters(listCalls(seen).at(-1)!)).toEqual({ cartelle: KETTLEBELL, search: 'swing' })

    await user.click(screen.getByLabelText('Solo macchine'))
    await waitFor(() => expect(screen.getByText('Nessun elemento trovato')).toBeInTheDocument())
    expect(filters(listCalls(seen).at(-1)!)).toMatchObject({ flagAttrezzoMacchina: 'M' })
  })

  it('adds two exercises (search, multi-select), removes one, and the lists follow', async () => {
    const seen = recordRequests()
    const success = jest.spyOn(notify, 'success')
    const { user } = await renderPage(`/librerie/cartelle/${KETTLEBELL}`)
    await heading('Kettlebell')
    await waitFor(() => expect(nomi(page())).toHaveLength(10))

    await user.click(button('Aggiungi esercizi'))
    const dialog = await findDialog('Aggiungi esercizi alla cartella Kettlebell')
    expect(within(dialog).getByText('Aggiungi').closest('button')).toBeDisabled()
    // An exercise already in the folder cannot be picked.
    await user.type(within(dialog).getByLabelText('Cerca'), 'kettlebell swing{Enter}')
    expect(
      await within(dialog).findByLabelText('Kettlebell swing: già nella cartella'),
    ).toBeDisabled()

    const cerca = within(dialog).getByLabelText('Cerca')
    await user.clear(cerca)
    await user.type(cerca, 'rematore con bilanciere{Enter}')
    await user.click(await within(dialog).findByLabelText('Seleziona Rematore con bilanciere'))
    await user.clear(cerca)
    await user.type(cerca, 'french press{Enter}')
    await user.click(await within(dialog).findByLabelText('Seleziona French press'))
    await user.click(within(dialog).getByText('Aggiungi 2 esercizi'))

    await waitFor(() =>
      expect(
        screen
          .queryAllByText('Aggiungi esercizi alla cartella Kettlebell')
          .filter((el) => !isInaccessible(el)),
      ).toEqual([]),
    )
    const posts = seen.filter((r) => r.path === '/api/cartella-associateesercizi')
    expect(posts).toHaveLength(2)
    await waitFor(() => expect(posts.every((p) => p.body !== undefined)).toBe(true))
    expect(posts.map((p) => (p.body as { idCartelle: number[] }).idCartelle)).toEqual([
      [KETTLEBELL],
      [KETTLEBELL],
    ])
    // One success toast for the two calls.
    expect(success).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('12 elementi')).toBeInTheDocument()
    expect(nomi(page())).toEqual(
      expect.arrayContaining(['French press', 'Rematore con bilanciere']),
    )
    expect(inCartella()).toHaveLength(12)

    await user.click(button('Rimuovi French press dalla cartella'))
    const conferma = await findDialog('Togliere "French press" dalla cartella Kettlebell?')
    await user.click(button('Rimuovi', conferma))
    await waitFor(() => expect(nomi(page())).not.toContain('French press'))
    expect(screen.getByText('11 elementi')).toBeInTheDocument()
    const tolto = seen.find((r) => r.path === '/api/cartella-disassociateesercizi')!
    expect(tolto.body).toMatchObject({ idCartella: KETTLEBELL, idEsercizio: expect.any(Number) })
    expect(inCartella()).toHaveLength(11)
    expect(getDb().esercizio.some((e) => e.nomenclatura === 'French press')).toBe(true)
  })

  it('renames, duplicates (opening the copy) and deletes the folder', async () => {
    const { user, router } = await renderPage(`/librerie/cartelle/${KETTLEBELL}`)
    await heading('Kettlebell')
    await user.click(button('Rinomina'))
    const rinomina = await findDialog('Rinomina cartella')
    const nome = within(rinomina).getByLabelText('Nome')
    await user.clear(nome)
    await user.type(nome, 'Kettlebell e clubbell')
    await user.click(button('Salva', rinomina))
    expect(await heading('Kettlebell e clubbell')).toBeInTheDocument()

    await user.click(button('Duplica'))
    expect(await heading('Kettlebell e clubbell (copia)')).toBeInTheDocument()
    expect(router.state.location.pathname).not.toBe(`/librerie/cartelle/${KETTLEBELL}`)
    await waitFor(() => expect(nomi(page())).toHaveLength(10))

    await user.click(button('Elimina'))
    const conferma = await findDialog('Eliminare la cartella Kettlebell e clubbell (copia)?')
    await user.click(button('Elimina', conferma))
    await waitFor(() => expect(router.state.location.pathname).toBe('/librerie'))
    expect(getDb().cartella.some((c) => c.nome === 'Kettlebell e clubbell (copia)')).toBe(false)
  })

  it('an unknown folder says so', async () => {
    await renderPage('/librerie/cartelle/999999')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    expect(screen.getByText('Torna alle librerie').closest('a')).toHaveAttribute(
      'href',
      '/librerie',
    )
  })

  it('an id that is none is not found at once, with no request for a folder', async () => {
    const seen = recordRequests()
    await renderPage('/librerie/cartelle/abc')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    expect(seen.filter((r) => r.path.startsWith('/api/cartella'))).toEqual([])
  })

  it('a folder the user may not see shows the 403 text and the way back', async () => {
    server.use(
      http.get('*/api/cartella/:id', () =>
        HttpResponse.json({ code: 403, message: 'Accesso negato' }, { status: 403 }),
      ),
    )
    await renderPage(`/librerie/cartelle/${KETTLEBELL}`)
    expect(
      await screen.findByText(
        'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
        { selector: 'span' },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Torna alle librerie').closest('a')).toHaveAttribute(
      'href',
      '/librerie',
    )
    expect(screen.queryByText('Kettlebell', { selector: 'h2' })).not.toBeInTheDocument()
    expect(screen.queryByText('Aggiungi esercizi')).not.toBeInTheDocument()
  })

  it('a failed load says why, and "Riprova" loads the folder again', async () => {
    let failing = true
    server.use(
      http.get('*/api/cartella/:id', () =>
        failing
          ? HttpResponse.json({ code: 503, message: 'Servizio non disponibile' }, { status: 503 })
          : undefined,
      ),
    )
    const seen = recordRequests()
    const { user } = await renderPage(`/librerie/cartelle/${KETTLEBELL}`)
    const riprova = await screen.findByRole('button', { name: 'Riprova' })
    expect(screen.getAllByText('Servizio non disponibile').length).toBeGreaterThan(0)
    expect(screen.getByText('Torna alle librerie').closest('a')).toHaveAttribute(
      'href',
      '/librerie',
    )
    expect(screen.queryByText('Kettlebell', { selector: 'h2' })).not.toBeInTheDocument()
    failing = false
    await user.click(riprova)
    expect(await heading('Kettlebell')).toBeInTheDocument()
    expect(calls(seen, 'GET', `/api/cartella/${KETTLEBELL}`).length).toBeGreaterThan(1)
    await waitFor(() => expect(nomi(page())).toEqual(inCartella()))
  })
})
