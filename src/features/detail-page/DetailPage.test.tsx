import { screen, waitFor, within } from '@testing-library/react'
import { Button, Form, Input } from 'antd'
import { http, HttpResponse } from 'msw'
import { Link, useParams } from 'react-router-dom'
import type { ItemOf } from '@/api/crud'
import { UnsavedChangesGuard } from '@/features/unsaved-changes/UnsavedChangesGuard'
import { recordRequests } from '@/test/harness'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { getDb } from '@mocks/db/store'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import { useProtocolloGetQuery, useProtocolloUpdateMutation } from '@/modules/protocollo/api'
import { toBody, valuesOf, type ProtocolloValues } from '@/modules/protocollo/ProtocolloForm'
import { DetailPage } from './DetailPage'
import { useDetailForm } from './use-detail-form'

/** A detail page made of the scaffold alone, on the protocols of the fake backend (their API). */
type Protocollo = ItemOf<'protocollo'>

type Values = ProtocolloValues

function ProvaForm({ row }: { row: Protocollo }) {
  const [update] = useProtocolloUpdateMutation()
  const { formProps, saving } = useDetailForm({
    initialValues: valuesOf(row),
    toBody,
    save: (body) => update({ id: row.id, body }).unwrap(),
    onSaved: valuesOf,
    fromRow: valuesOf,
  })
  return (
    <Form<Values> name="prova" {...formProps}>
      <h2>{row.nome}</h2>
      {/* Only two fields shown: the others are saved as they were loaded. */}
      <Form.Item name="nome" label="Nome" rules={[{ required: true, message: 'Inserire il nome' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="descrizione" label="Descrizione">
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Salva
      </Button>
      <Link to="/altro">Vai altrove</Link>
    </Form>
  )
}

function ProvaPage() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const query = useProtocolloGetQuery(id, { skip: !valid })
  return (
    <DetailPage
      invalid={!valid}
      query={query}
      notFound={{ title: 'Elemento non trovato', text: 'Il protocollo non esiste.' }}
      back={<Link to="/altro">Torna all&apos;elenco</Link>}
    >
      {(row) => <ProvaForm key={row.id} row={row} />}
    </DetailPage>
  )
}

async function renderProva(route: string) {
  const { token, refresh_token } = await login(ISTRUTTORE)
  return renderWithProviders(null, {
    route,
    preloadedState: loggedInState(token, refresh_token),
    routes: [
      {
        path: '/prova/:id',
        element: (
          <>
            <UnsavedChangesGuard />
            <ProvaPage />
          </>
        ),
      },
      { path: '/altro', element: <p>Altra pagina</p> },
    ],
  })
}

/** Protocol 1 of the demo data. */
const PROTOCOLLO = 'Percorso principianti 3 mesi'
const loaded = (name = PROTOCOLLO) => screen.findByRole('heading', { level: 2, name })
const QUESTION = 'Si sta abbandonando la pagina senza aver salvato, continuare?'

describe('the detail-page scaffold: loading', () => {
  it('shows a skeleton while the row loads, then the form filled with it', async () => {
    // The answer waits until the skeleton has been seen, then comes from the fake backend.
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('*/api/protocollo/:id', async () => {
        await held
        return undefined
      }),
    )
    const { container } = await renderProva('/prova/1')
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeInTheDocument())
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument()
    answer()
    await loaded()
    expect(container.querySelector('.ant-skeleton')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Nome')).toHaveValue(PROTOCOLLO)
  })

  it('says "Elemento non trovato" for an unknown row, and for no id without asking', async () => {
    await renderProva('/prova/99999')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    expect(screen.getByText('Il protocollo non esiste.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: "Torna all'elenco" })).toHaveAttribute('href', '/altro')
  })

  it('an id that is none is not found at once, with no request', async () => {
    const seen = recordRequests()
    await renderProva('/prova/abc')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    expect(seen.filter(({ path }) => path.startsWith('/api/protocollo'))).toEqual([])
  })

  it('shows the 403 text for a row the user may not see', async () => {
    server.use(
      http.get('*/api/protocollo/:id', () =>
        HttpResponse.json({ code: 403, message: 'Accesso negato' }, { status: 403 }),
      ),
    )
    await renderProva('/prova/1')
    expect(
      await screen.findByText(
        'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
        { selector: 'span' },
      ),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument()
  })

  it('a failed load says why and "Riprova" loads again', async () => {
    let failing = true
    server.use(
      http.get('*/api/protocollo/:id', () =>
        failing
          ? HttpResponse.json({ code: 503, message: 'Servizio non disponibile' }, { status: 503 })
          : undefined,
      ),
    )
    const { user } = await renderProva('/prova/1')
    const riprova = await screen.findByRole('button', { name: 'Riprova' })
    expect(screen.getAllByText('Servizio non disponibile').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: "Torna all'elenco" })).toBeInTheDocument()
    failing = false
    await user.click(riprova)
    await loaded()
  })
})

describe('the detail-page scaffold: the form', () => {
  it('arms the unsaved-changes guard while the form differs from the saved row', async () => {
    const { user, store, router } = await renderProva('/prova/1')
    await loaded()
    const nome = screen.getByLabelText('Nome')
    expect(store.getState().ui.editable).toBe(false)
    await user.type(nome, 'X')
    await waitFor(() => expect(store.getState().ui.editable).toBe(true))
    // typed back as it was: nothing to save
    await user.type(nome, '{Backspace}')
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))

    await user.type(nome, ' bis')
    await waitFor(() => expect(store.getState().ui.editable).toBe(true))
    await user.click(screen.getByRole('link', { name: 'Vai altrove' }))
    const dialog = await screen.findByRole('dialog', { name: QUESTION })
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument(),
    )
    expect(router.state.location.pathname).toBe('/prova/1')
    expect(nome).toHaveValue(`${PROTOCOLLO} bis`)
  })

  it('a refused save keeps what was typed and shows the 422 errors on their fields', async () => {
    server.use(
      http.put('*/api/protocollo/:id', () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Dati non validi',
            errors: { nome: ['Nome già in uso'], 'descrizione.0': ['Testo non valido'] },
          },
          { status: 422 },
        ),
      ),
    )
    const { user, store } = await renderProva('/prova/1')
    await loaded()
    await user.clear(screen.getByLabelText('Nome'))
    await user.type(screen.getByLabelText('Nome'), 'Doppione')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    const message = await screen.findByText('Nome già in uso')
    const item = message.closest('.ant-form-item') as HTMLElement
    expect(within(item).getByLabelText('Nome')).toHaveValue('Doppione')
    expect(within(item).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true')
    // a deeper path lands on the field that holds it
    const deeper = screen.getByText('Testo non valido').closest('.ant-form-item') as HTMLElement
    expect(within(deeper).getByLabelText('Descrizione')).toBeInTheDocument()
    expect(store.getState().ui.editable).toBe(true)
  })

  it('saves the whole row, then shows the saved values and disarms the guard', async () => {
    const { user, store, router } = await renderProva('/prova/1')
    await loaded()
    const bodies: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b))
    })
    const nome = screen.getByLabelText('Nome')
    await user.clear(nome)
    await user.type(nome, '  Percorso base  ')
    await waitFor(() => expect(store.getState().ui.editable).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Salva' }))

    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument()
    await loaded('Percorso base')
    // the form shows the saved row (trimmed by the save), and has nothing left to save
    await waitFor(() => expect(nome).toHaveValue('Percorso base'))
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
    expect(bodies).toEqual([
      expect.objectContaining({ nome: 'Percorso base', isCertificato: true, isCartella: false }),
    ])
    expect(getDb().protocollo.find((p) => p.id === 1)?.nome).toBe('Percorso base')
    // leaving asks nothing
    await user.click(screen.getByRole('link', { name: 'Vai altrove' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/altro'))
  })
})

describe('the detail-page scaffold: lost updates', () => {
  const CONFLICT = 'Modificato altrove nel frattempo'
  /** Another tab (or a colleague) saves the row while this page has it open. */
  const savedElsewhere = (fields: Record<string, unknown>) => {
    const row = getDb().protocollo.find((p) => p.id === 1)
    if (!row) throw new Error('protocol 1 missing')
    Object.assign(row, fields)
  }
  const puts = () => {
    const bodies: Array<Record<string, unknown>> = []
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((b: Record<string, unknown>) => bodies.push(b))
    })
    return bodies
  }

  it('a save over a change made elsewhere is held: back to the form keeps what was typed', async () => {
    const bodies = puts()
    const { user, store } = await renderProva('/prova/1')
    await loaded()
    savedElsewhere({ descrizione: 'Nota di un collega' })
    const nome = screen.getByLabelText('Nome')
    await user.clear(nome)
    await user.type(nome, 'Il mio nome')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    const dialog = await screen.findByRole('dialog', { name: CONFLICT })
    expect(
      within(dialog).getByText(/qualcuno \(o un'altra scheda del browser\) ha salvato modifiche/),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Torna alle mie modifiche' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFLICT })).toBeNull())
    expect(nome).toHaveValue('Il mio nome')
    expect(store.getState().ui.editable).toBe(true)
    expect(bodies).toEqual([])
    expect(getDb().protocollo.find((p) => p.id === 1)).toMatchObject({
      nome: PROTOCOLLO,
      descrizione: 'Nota di un collega',
    })
  })

  it('"Sovrascrivi" saves what was typed over the change made elsewhere', async () => {
    const bodies = puts()
    const { user, store } = await renderProva('/prova/1')
    await loaded()
    savedElsewhere({ descrizione: 'Nota di un collega' })
    await user.clear(screen.getByLabelText('Nome'))
    await user.type(screen.getByLabelText('Nome'), 'Il mio nome')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    const dialog = await screen.findByRole('dialog', { name: CONFLICT })
    await user.click(within(dialog).getByRole('button', { name: 'Sovrascrivi' }))
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument()
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ nome: 'Il mio nome' })
    expect(getDb().protocollo.find((p) => p.id === 1)?.nome).toBe('Il mio nome')
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
  })

  it('"Ricarica i dati salvati" shows the row as saved elsewhere and sends nothing', async () => {
    const bodies = puts()
    const { user, store } = await renderProva('/prova/1')
    await loaded()
    savedElsewhere({ descrizione: 'Nota di un collega' })
    await user.clear(screen.getByLabelText('Nome'))
    await user.type(screen.getByLabelText('Nome'), 'Il mio nome')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    const dialog = await screen.findByRole('dialog', { name: CONFLICT })
    await user.click(within(dialog).getByRole('button', { name: 'Ricarica i dati salvati' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Descrizione')).toHaveValue('Nota di un collega'),
    )
    expect(screen.getByLabelText('Nome')).toHaveValue(PROTOCOLLO)
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
    expect(bodies).toEqual([])
  })

  it('a change elsewhere to what the save does not write raises no question', async () => {
    const bodies = puts()
    const { user } = await renderProva('/prova/1')
    await loaded()
    // The sheets of the protocol are not part of this form's body.
    savedElsewhere({ schede: [] })
    await user.clear(screen.getByLabelText('Nome'))
    await user.type(screen.getByLabelText('Nome'), 'Il mio nome')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: CONFLICT })).toBeNull()
    await waitFor(() => expect(bodies).toHaveLength(1))
  })
})
