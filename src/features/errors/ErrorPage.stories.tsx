import type { Meta, StoryObj } from '@storybook/react-vite'
import { it } from '@/i18n/it'
import ErrorPage from './ErrorPage'

const meta = {
  title: 'Shell/Pagina di errore',
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

export const ConMessaggio: Story = { args: { message: it.errori.paginaNonTrovata } }

export const SenzaMessaggio: Story = { args: {} }

/** The same in the light theme (the default one is dark). */
export const ConMessaggioChiaro: Story = { ...ConMessaggio, globals: { theme: 'light' } }
export const SenzaMessaggioChiaro: Story = { ...SenzaMessaggio, globals: { theme: 'light' } }
