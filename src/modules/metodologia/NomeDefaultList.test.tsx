import { screen, waitFor, within } from '@testing-library/react'
import { button, findDialog, recordRequests, renderPage, settled } from '@/test/harness'

const table = () => document.querySelector('table')!
/** The row of `nome` in the list. */
const riga = (nome: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.querySelector('td')?.textContent === nome)
/** The names shown with the "Predefinito" tag. */
const predefiniti = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryByText('Predefinito'))
    .map((row) => row.querySelector('td')?.textContent)

describe.each([
  ['tipi', 'Tipi di metodologia', 'tipometodologia', 'Nuovo tipo', 'Ipertrofia', 'Forza', 'tipo'],
  [
    'metodi',
    'Metodi di metodologia',
    'metodometodologia',
    'Nuovo metodo',
    'Serie fisse',
    'Piramidale',
    'metodo',
  ],
] as const)('Metodologie, tab %s', (tab, etichetta, key, nuovo, predefinito, altro, nome) => {
  it('lists the rows with the one default; new default, make default, edit, duplicate', async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/metodologie?tab=${tab}`)
    await waitFor(() => expect(riga(predefinito)).toBeDefined())
    await settled()
    expect(screen.getByRole('tab', { name: etichetta })).toHaveAttribute('aria-selected', 'true')
    expect(predefiniti()).toEqual([predefinito])

    await user.click(button(nuovo))
    let dialog = await findDialog(`${nuovo} di metodologia`)
    await user.type(within(dialog).getByLabelText('Nome'), 'Funzionale')
    await user.click(within(dialog).getByLabelText('Predefinito'))
    await user.click(button('Crea', dialog))
    await waitFor(() => expect(predefiniti()).toEqual(['Funzionale']))
    await settled()
    const post = seen.find((r) => r.method === 'POST' && r.path === `/api/${key}/`)!
    expect(post.body).toMatchObject({ nome: 'Funzionale', isDefault: true })

    await user.click(button(`Imposta ${altro} come predefinito`))
    await waitFor(() => expect(predefiniti()).toEqual([altro]))
    await settled()

    // The default cannot drop its flag from the dialog: another row must take it.
    await user.click(button(`Modifica ${altro}`))
    dialog = await findDialog(`Modifica ${nome} di metodologia`)
    expect(within(dialog).getByLabelText('Predefinito')).toBeDisabled()
    expect(within(dialog).getByText(new RegExp(`È il ${nome} predefinito`))).toBeInTheDocument()
    const campo = within(dialog).getByLabelText('Nome')
    await user.clear(campo)
    await user.type(campo, `${altro} massima`)
    await user.click(button('Salva', dialog))
    await waitFor(() => expect(predefiniti()).toEqual([`${altro} massima`]))
    await settled()

    await user.click(button('Duplica Funzionale'))
    await waitFor(() => expect(riga('Funzionale (copia)')).toBeDefined())
    expect(predefiniti()).toEqual([`${altro} massima`])
  })

  it('a used row is not deleted: the Italian reason shows and the row stays', async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/metodologie?tab=${tab}`)
    await waitFor(() => expect(riga(altro)).toBeDefined())
    await settled()
    await user.click(button(`Elimina ${altro}`))
    const dialog = await findDialog(`Eliminare il ${nome} di metodologia "${altro}"?`)
    await user.click(button('Elimina', dialog))
    expect(
      await screen.findByText(new RegExp(`«${altro}» è usato da \\d+ metodologie`)),
    ).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1)
    expect(riga(altro)).toBeDefined()
  })
})
