import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PhotoUpload } from './PhotoUpload'

/** A tiny picture: a 2x2 PNG. */
const FOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg=='

const meta = {
  title: 'Componenti/Foto profilo',
  tags: ['autodocs'],
  component: PhotoUpload,
  args: {
    nome: 'Valentina',
    cognome: 'Bernasconi',
    onUpload: fn(async () => ({ foto: FOTO })),
    onRemove: fn(async () => ({ success: true })),
  },
} satisfies Meta<typeof PhotoUpload>

export default meta
type Story = StoryObj<typeof meta>

/** No picture yet: the initials. */
export const SenzaFotoScuro: Story = { globals: { theme: 'dark' } }

export const SenzaFotoChiaro: Story = { globals: { theme: 'light' } }

export const ConFotoScuro: Story = { globals: { theme: 'dark' }, args: { foto: FOTO } }

export const ConFotoChiaro: Story = { globals: { theme: 'light' }, args: { foto: FOTO } }

/** A record not saved yet: the buttons are off and the reason is shown. */
export const NonDisponibile: Story = {
  globals: { theme: 'light' },
  args: { disabledReason: 'Salva il cliente per caricare la foto' },
}
