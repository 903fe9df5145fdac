import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import { getDb } from '@mocks/db/store'
import {
  button,
  combobox,
  findDialog,
  heading,
  recordRequests,
  renderPage,
  ADMIN,
} from '@/test/harness'
import { testFile } from '@/test/files'

interface Row {
  id: number
  nomenclatura: string
  tenantId: string | null
  files?: unknown[]
  muscoliPrimari?: { id: number; nome?: string }[]
  attrezzo?: { id: number; nome?: string } | null
}

/** A demo exercise of FitLab with primary muscles and equipment but no attached file. */
function esercizioDemo(): Row {
  const rows = getDb().esercizio as unknown as Row[]
  const row = rows.find(
    (r) =>
      r.tenantId === 'fitlab' &&
      (r.files ?? []).length === 0 &&
      (r.muscoliPrimari ?? []).length > 0 &&
      r.attrezzo,
  )
  if (!row) throw new Error('no demo exercise')
  return row
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
/** The antd Select around a labelled combobox input. */
const selectOf = (label: string) => combobox(label).closest('.ant-select')!

describe('exercise detail', () => {
  it('shows the exercise with its equipment, muscles and body figure', async () => {
    const row = esercizioDemo()
    const { user } = await renderPage(`/esercizi/${row.id}`, { as: ADMIN })
    expect(await heading(row.nomenclatura)).toBeInTheDocument()
    expect(screen.getByLabelText('Nomenclatura')).toHaveValue(row.nomenclatura)
    // The selects show names once the equipment and muscle lists have loaded.
    await waitFor(() => expect(selectOf('Attrezzo')).toHaveTextContent(row.attrezzo!.nome!))
    for (const m of row.muscoliPrimari!) {
      await waitFor(() => expect(selectOf('Muscoli primari')).toHaveTextContent(m.nome!))
    }
    const primo = row.muscoliPrimari![0]!.nome!
    const figura = await screen.findByLabelText(new RegExp(`^Vista frontale.*${primo}`))
    expect(figura.tagName).toBe('svg')
    await user.click(button('Ruota'))
    expect(screen.getByText('Vista laterale')).toBeInTheDocument()
  })

  it('uploads files as multipart {file, fileType} and deletes one after the confirmation', async () => {
    const row = esercizioDemo()
    const seen = recordRequests()
    const { user } = await renderPage(`/esercizi/${row.id}`, { as: ADMIN })
    await heading(row.nomenclatura)
    expect(screen.getByText('Nessun file allegato')).toBeInTheDocument()

    await user.upload(fileInput(), testFile('squat.png', 'image/png'))
    const link = await screen.findByLabelText('Apri squat.png')
    expect(link.tagName).toBe('A')
    const upload = seen.find((r) => r.method === 'POST')!
    expect(upload.path).toBe(`/api/eserciziofile/${row.id}`)
    await waitFor(() =>
      expect(upload.form).toEqual({
        file: 'file:squat.png',
        fileType: 'immagine',
        frontendRevisionNumber: 'v1.0.27',
      }),
    )

    await user.click(combobox('Tipo di file'))
    await user.click(await screen.findByTitle('Video'))
    await user.upload(fileInput(), testFile('esecuzione.mp4', 'video/mp4'))
    expect(await screen.findByLabelText('Apri esecuzione.mp4')).toBeInTheDocument()
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'POST')[1]?.form?.fileType).toBe('video'),
    )
    expect(screen.getByText('Immagine 1')).toBeInTheDocument()
    expect(screen.getByText('Video 1')).toBeInTheDocument()

    await user.click(button('Elimina squat.png'))
    const dialog = await findDialog('Eliminare il file "squat.png"?')
    await user.click(button('Elimina', dialog))
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/api/eserciziofile/${row.id}/immagine/1`,
      ]),
    )
    await waitFor(() => expect(screen.queryByLabelText('Apri squat.png')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Apri esecuzione.mp4')).toBeInTheDocument()
  })

  it('saves the edits with a new piece of equipment, the machine flag and the folders', async () => {
    const row = esercizioDemo()
    const seen = recordRequests()
    const { user, store } = await renderPage(`/esercizi/${row.id}`, { as: ADMIN })
    await heading(row.nomenclatura)
    const nomenclatura = screen.getByLabelText('Nomenclatura')
    await user.clear(nomenclatura)
    await user.type(nomenclatura, 'Esercizio modificato')
    await waitFor(() => expect(store.getState().ui.editable).toBe(true))

    await user.click(button('Nuovo attrezzo'))
    const dialog = await findDialog('Nuovo attrezzo')
    await user.type(within(dialog).getByLabelText('Nome'), 'Slitta')
    await user.click(button('Crea', dialog))
    await waitFor(() => expect(selectOf('Attrezzo')).toHaveTextContent('Slitta'))
    const created = seen.find((r) => r.method === 'POST' && r.path === '/api/attrezzo/')!
    expect(created.body).toEqual({ nome: 'Slitta', frontendRevisionNumber: 'v1.0.27' })

    await user.click(screen.getByLabelText('Macchina'))
    await user.click(combobox('Cartelle'))
    await user.type(combobox('Cartelle'), 'Macchine')
    await user.click(await screen.findByTitle('Macchine isotoniche'))
    await user.click(button('Salva'))

    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1))
    const put = seen.find((r) => r.method === 'PUT')!
    expect(put.path).toBe(`/api/esercizio/${row.id}`)
    await waitFor(() => expect(put.body).toBeDefined())
    const body = put.body as Record<string, unknown>
    const slitta = getDb().attrezzo.find((a) => a.nome === 'Slitta')!
    const macchine = getDb().cartella.find(
      (c) => c.nome === 'Macchine isotoniche' && c.tenantId === 'fitlab',
    )!
    expect(body).toMatchObject({
      nomenclatura: 'Esercizio modificato',
      attrezzo: { id: slitta.id },
      flagAttrezzoMacchina: 'M',
    })
    expect(body.cartelle).toContainEqual({ id: macchine.id })
    expect(body.muscoliPrimari).toEqual(row.muscoliPrimari!.map((m) => ({ id: m.id })))
    expect(await heading('Esercizio modificato')).toBeInTheDocument()
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
  })

  it('has the way back and Salva at the top, before the first field of the long form', async () => {
    const row = esercizioDemo()
    await renderPage(`/esercizi/${row.id}`, { as: ADMIN })
    await heading(row.nomenclatura)
    const back = screen.getByRole('link', { name: /Torna agli esercizi/ })
    expect(back).toHaveAttribute('href', '/esercizi')
    const salva = button('Salva')
    const primoCampo = screen.getByLabelText('Nomenclatura')
    // document order: the way back, then Salva, then the form's first field
    expect(back.compareDocumentPosition(salva) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      salva.compareDocumentPosition(primoCampo) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it("saves with Enter in a field: the Salva at the top is the form's default button", async () => {
    const row = esercizioDemo()
    const seen = recordRequests()
    const { user } = await renderPage(`/esercizi/${row.id}`, { as: ADMIN })
    await heading(row.nomenclatura)
    const nomenclatura = screen.getByLabelText('Nomenclatura') as HTMLInputElement
    await user.clear(nomenclatura)
    await user.type(nomenclatura, 'Panca con Invio')
    // A browser's Enter in a field submits the field's form through its first submit button:
    // the Salva at the top belongs to the form (form=) although it is drawn outside it.
    const salva = button('Salva')
    expect(salva.type).toBe('submit')
    expect(salva.form).toBe(nomenclatura.form)
    act(() => nomenclatura.form!.requestSubmit())
    await waitFor(() =>
      expect(
        seen.filter((c) => c.method === 'PUT' && c.path === `/api/esercizio/${row.id}`),
      ).toHaveLength(1),
    )
    expect(seen.find((c) => c.method === 'PUT')!.body).toMatchObject({
      nomenclatura: 'Panca con Invio',
    })
  })

  it('a failed save keeps the form and shows the 422 on its field', async () => {
    const row = esercizioDemo()
    server.use(
      http.put('*/api/esercizio/:id', () =>
        HttpResponse.json(
          {
            code: 422,
            message: 'Dati non validi',
            errors: { nomenclatura: ['Nomenclatura già in uso'] },
          },
          { status: 422 },
        ),
      ),
    )
    const { user, store } = await renderPage(`/esercizi/${row.id}`, { as: ADMIN })
    await heading(row.nomenclatura)
    const nomenclatura = screen.getByLabelText('Nomenclatura')
    await user.clear(nomenclatura)
    await user.type(nomenclatura, 'Doppione')
    await user.click(button('Salva'))
    expect(await screen.findByText('Nomenclatura già in uso')).toBeInTheDocument()
    expect(nomenclatura).toHaveValue('Doppione')
    expect(store.getState().ui.editable).toBe(true)
  })

  it('creates an exercise: Italian validation, POST, then its page with the files', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/esercizi/nuovo', { as: ADMIN })
    await heading('Nuovo esercizio')
    expect(screen.getByText("Salvare l'esercizio prima di allegare i file.")).toBeInTheDocument()
    await user.click(button('Salva'))
    expect(await screen.findByText('Inserire la nomenclatura')).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'POST')).toEqual([])

    await user.type(screen.getByLabelText('Nomenclatura'), 'Plank laterale')
    await user.click(screen.getByLabelText('Corpo libero'))
    await user.click(button('Salva'))
    expect(await heading('Plank laterale')).toBeInTheDocument()
    const post = seen.find((r) => r.method === 'POST' && r.path === '/api/esercizio/')!
    expect(post.body).toMatchObject({
      nomenclatura: 'Plank laterale',
      attrezzo: null,
      flagAttrezzoMacchina: null,
      frontendRevisionNumber: 'v1.0.27',
    })
    expect(router.state.location.pathname).toMatch(/^\/esercizi\/\d+$/)
    expect(button('Carica file')).toBeInTheDocument()
  })
})
