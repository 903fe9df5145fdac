import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PICTURE_MAX_BYTES } from '@/config/constants'
import { renderWithProviders } from '@/test/render'
import { PhotoUpload, pictureError } from './PhotoUpload'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

async function setup(props: Partial<Parameters<typeof PhotoUpload>[0]> = {}) {
  const onUpload = jest.fn(async () => ({ foto: PNG }))
  const onRemove = jest.fn(async () => ({ success: true }))
  const view = renderWithProviders(
    <PhotoUpload nome="Anna" cognome="Verdi" onUpload={onUpload} onRemove={onRemove} {...props} />,
  )
  const input = () => view.container.querySelector<HTMLInputElement>('input[type=file]')!
  await screen.findByRole('group', { name: 'Foto profilo' })
  return { ...view, onUpload, onRemove, input }
}

describe('PhotoUpload', () => {
  it('shows the initials when there is no picture', async () => {
    await setup()
    const group = screen.getByRole('group', { name: 'Foto profilo' })
    expect(within(group).getByText('AV')).toBeInTheDocument()
    expect(within(group).getByRole('button', { name: /Carica foto/ })).toBeEnabled()
    expect(within(group).queryByRole('button', { name: /Rimuovi foto/ })).not.toBeInTheDocument()
  })

  it('a file over 5MB is refused with a toast and an inline error, and nothing is sent', async () => {
    const { user, input, onUpload } = await setup()
    const big = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'grande.jpg', {
      type: 'image/jpeg',
    })
    await user.upload(input(), big)
    // inline under the buttons and as an error toast (antd message): two alerts
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        'Il file non può essere più grande di 5MB',
        'Il file non può essere più grande di 5MB',
      ]),
    )
    expect(onUpload).not.toHaveBeenCalled()
  })

  it('a file of exactly 5244928 bytes is accepted', () => {
    expect(pictureError({ size: PICTURE_MAX_BYTES, type: 'image/png' })).toBeNull()
    expect(pictureError({ size: PICTURE_MAX_BYTES + 1, type: 'image/png' })).toBe(
      'Il file non può essere più grande di 5MB',
    )
  })

  it('refuses an SVG, a file of no type and an empty file', () => {
    expect(pictureError({ size: 100, type: 'image/svg+xml' })).toBe(
      "Il file deve essere un'immagine (JPG, PNG, GIF o WEBP).",
    )
    expect(pictureError({ size: 100, type: '' })).toBe(
      "Il file deve essere un'immagine (JPG, PNG, GIF o WEBP).",
    )
    expect(pictureError({ size: 0, type: 'image/png' })).toBe('Il file è vuoto.')
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(pictureError({ size: 100, type })).toBeNull()
    }
  })

  it('refuses a file that is not an image, in Italian', async () => {
    const { input, onUpload } = await setup()
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input(), new File(['%PDF'], 'documento.pdf', { type: 'application/pdf' }))
    // Under the photo and in a toast (whose host is loaded with the first toast).
    await waitFor(() =>
      expect(
        screen.getAllByText("Il file deve essere un'immagine (JPG, PNG, GIF o WEBP)."),
      ).toHaveLength(2),
    )
    expect(onUpload).not.toHaveBeenCalled()
  })

  it('uploads an image and shows the answer’s picture', async () => {
    const { user, input, onUpload } = await setup()
    const file = new File(['img'], 'foto.png', { type: 'image/png' })
    await user.upload(input(), file)
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file))
    expect(await screen.findByRole('img', { name: 'Foto profilo di Anna Verdi' })).toHaveAttribute(
      'src',
      PNG,
    )
    expect(screen.getByRole('button', { name: /Cambia foto/ })).toBeInTheDocument()
  })

  it('removes the picture only after the confirmation', async () => {
    const { user, onRemove } = await setup({ foto: PNG })
    await user.click(screen.getByRole('button', { name: /Rimuovi foto/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Rimuovere la foto profilo?' })
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(onRemove).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: /Rimuovi foto/ }))
    const again = await screen.findByRole('dialog', { name: 'Rimuovere la foto profilo?' })
    await user.click(within(again).getByRole('button', { name: 'Rimuovi' }))
    await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('AV')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Foto profilo di/ })).not.toBeInTheDocument()
  })

  it('explains why it is unavailable (a record not saved yet)', async () => {
    await setup({ disabledReason: 'Salva il cliente per caricare la foto' })
    expect(screen.getByText('Salva il cliente per caricare la foto')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Carica foto/ })).toBeDisabled()
  })
})
