import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import { Button, DatePicker, Form, Input } from 'antd'
import type { Dayjs } from 'dayjs'
import { renderWithProviders } from '@/test/render'
import { FormDialog } from './FormDialog'

interface Values {
  nome: string
}

/** A page with a button that opens the dialog, as the app's pages use it. */
function Page({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apri</Button>
      <FormDialog<Values>
        open={open}
        title="Nuova cartella"
        okText="Crea"
        name="prova"
        initialValues={{ nome: 'Proposta' }}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <Form.Item
          name="nome"
          label="Nome"
          rules={[{ required: true, whitespace: true, message: 'Il nome è obbligatorio' }]}
        >
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  )
}

async function setup(onSubmit: (values: Values) => Promise<unknown>) {
  const view = renderWithProviders(<Page onSubmit={onSubmit} />)
  await view.user.click(await screen.findByRole('button', { name: 'Apri' }))
  const dialog = await screen.findByRole('dialog', { name: 'Nuova cartella' })
  return { ...view, dialog, field: within(dialog).getByLabelText('Nome') }
}

const unprocessable = { status: 422, data: { errors: { nome: ['Esiste già una cartella così'] } } }

describe('FormDialog', () => {
  it('opens with the initial values and sends what the user typed, then closes', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const { user, dialog, field } = await setup(onSubmit)
    expect(field).toHaveValue('Proposta')
    await user.clear(field)
    await user.type(field, 'Forza')
    await user.click(within(dialog).getByRole('button', { name: 'Crea' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ nome: 'Forza' }))
    await waitFor(() => expect(dialog).not.toBeVisible())
  })

  it('a field that breaks its rule shows the message and nothing is sent', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const { user, dialog, field } = await setup(onSubmit)
    await user.clear(field)
    await user.click(within(dialog).getByRole('button', { name: 'Crea' }))
    expect(await within(dialog).findByText('Il nome è obbligatorio')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(dialog).toBeVisible()
  })

  it('a refused save keeps the dialog and what was typed, with the 422 errors on their fields', async () => {
    const onSubmit = jest.fn(async () => Promise.reject(unprocessable))
    const { user, dialog, field } = await setup(onSubmit)
    await user.clear(field)
    await user.type(field, 'Doppione')
    await user.click(within(dialog).getByRole('button', { name: 'Crea' }))
    expect(await within(dialog).findByText('Esiste già una cartella così')).toBeInTheDocument()
    expect(dialog).toBeVisible()
    expect(field).toHaveValue('Doppione')
  })

  it('Annulla closes without sending, and the next opening starts from the initial values', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const { user, dialog, field } = await setup(onSubmit)
    await user.clear(field)
    await user.type(field, 'Da buttare')
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(dialog).not.toBeVisible())
    expect(onSubmit).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Apri' }))
    await waitFor(() => expect(dialog).toBeVisible())
    expect(within(dialog).getByLabelText('Nome')).toHaveValue('Proposta')
  })
})

describe('FormDialog, one save at a time', () => {
  it('Enter pressed twice while saving sends once', async () => {
    let finish = (): void => undefined
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { user, dialog, field } = await setup(onSubmit)
    await user.type(field, '{Enter}')
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    await user.type(field, '{Enter}')
    finish()
    await waitFor(() => expect(dialog).not.toBeVisible())
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe('FormDialog: Enter in a date field', () => {
  interface Dated {
    data?: Dayjs
  }

  /** A dialog whose only field is a date (as the tenant's new expiry date). */
  function DatedPage({ onSubmit }: { onSubmit: (values: Dated) => Promise<unknown> }) {
    return (
      <FormDialog<Dated>
        open
        title="Date"
        okText="Salva"
        name="date"
        onSubmit={onSubmit}
        onClose={() => {}}
      >
        <Form.Item name="data" label="Data">
          <DatePicker format="DD/MM/YYYY" />
        </Form.Item>
      </FormDialog>
    )
  }

  it('confirms the typed date and sends nothing: the action button sends', async () => {
    const onSubmit = jest.fn(async (_values: Dated) => undefined)
    const { user } = renderWithProviders(<DatedPage onSubmit={onSubmit} />)
    const dialog = await screen.findByRole('dialog', { name: 'Date' })
    const data = within(dialog).getByLabelText('Data')
    await user.click(data)
    await user.keyboard('15/03/2027{Enter}')
    await waitFor(() => expect(data).toHaveValue('15/03/2027'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(onSubmit).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0].data?.format('YYYY-MM-DD')).toBe('2027-03-15')
    // a date picker renders slowly in jsdom, more so on a busy machine
  })
})
