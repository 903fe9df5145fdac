import type { Meta, StoryObj } from '@storybook/react-vite'
import { it } from '@/i18n/it'
import { ConfigErrorPage } from './ConfigErrorPage'

const meta = {
  title: 'Shell/Configurazione non valida',
  component: ConfigErrorPage,
  args: { onReload: () => undefined },
} satisfies Meta<typeof ConfigErrorPage>

export default meta
type Story = StoryObj<typeof meta>

export const JsonNonValido: Story = { args: { message: it.serverEsterno.config.jsonNonValido } }

export const ServerNonPermesso: Story = {
  args: { message: it.serverEsterno.config.cspNonConsente('https://qa.example.com') },
}

/** The same in the light theme (the default one is dark). */
export const JsonNonValidoChiaro: Story = { ...JsonNonValido, globals: { theme: 'light' } }
