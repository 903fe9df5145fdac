import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { getDb } from '@mocks/db/store'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import { formatDate } from '@/components/format-date'
import { ISO_DATE } from '@/config/constants'
import { defaultPreferenze } from '@/features/preferences/preferences-slice'
import type { Preferenze } from '@/api/session-user'
import { calls, pageRoutes, recordRequests } from '@/test/harness'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'

const giorniFa = (n: number) => dayjs().subtract(n, 'day').format(ISO_DATE)

/**
 * The demo sheet "Forza con i massimali" of Franco Tomaselli (mocks/db/scenari/carichi.ts): group
 * A with Squat 75 %, Panca 70 %, Stacco 80 %, Rematore 65 % (no maximum), Curl 25 kg. The latest
 * maximums are dated from today here: Panca 97,5 kg a week ago, Squat 115 kg ten weeks ago (to
 * retest).
 */
function demo(): number {
  const db = getDb()
  const scheda = db.scheda.find((s) => s.nome === 'Forza con i massimali')!
  const ultimo = (nome: string) =>
    db.massimale
      .filter((m) => m.clienteId === scheda.cliente!.id && m.esercizio.nomenclatura === nome)
      .sort((a, b) => a.data.localeCompare(b.data))
      .at(-1)!
  ultimo('Panca piana con bilanciere').data = giorniFa(7)
  ultimo('Squat con bilanciere').data = giorniFa(70)
  return scheda.id
}

async function open(id: number, preferenze: Partial<Preferenze> = {}) {
  const { token, refresh_token } = await login(ISTRUTTORE)
  const rendered = renderWithProviders(null, {
    route: `/librerie/schede/${id}`,
    routes: pageRoutes,
    preloadedState: {
      ...loggedInState(token, refresh_token),
      preferences: { preferenze: { ...defaultPreferenze, ...preferenze }, welcomeShown: true },
    },
  })
  await screen.findByText(/^1\. /)
  return { ...rendered, user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }) }
}

const carico = (n: number) =>
  screen.getByLabelText(new RegExp(`^Carico, esercizio ${n}:`)) as HTMLInputElement
const riga = (n: number) => carico(n).closest('[role="listitem"]') as HTMLElement

describe('loads from the maximums in the builder', () => {
  it('shows the kg of a load in %, follows the typing, flags a stale or missing maximum', async () => {
    const seen = recordRequests()
    const { user } = await open(demo())

    // Panca 70 % of 97,5 kg = 68,25 -> 67,5 (plate step 2,5)
    expect(await screen.findByText('≈ 67,5 kg')).toBeVisible()
    expect(carico(2)).toHaveAccessibleDescription(
      `67,5 kg dal massimale di 97,5 kg del ${formatDate(giorniFa(7))}`,
    )
    expect(riga(2)).not.toHaveTextContent('da ritestare')
    // Squat 75 % of 115 kg = 86,25 -> 87,5 (a tie rounds up), its maximum ten weeks old
    expect(riga(1)).toHaveTextContent('≈ 87,5 kg')
    expect(riga(1)).toHaveTextContent('massimale di 10 settimane fa: da ritestare')
    expect(carico(1)).toHaveAccessibleDescription(
      `87,5 kg dal massimale di 115 kg del ${formatDate(giorniFa(70))} massimale di 10 settimane fa: da ritestare`,
    )
    // Rematore: no maximum; Curl in kg: nothing computed
    expect(riga(4)).toHaveTextContent('nessun massimale per questo esercizio')
    expect(riga(4)).not.toHaveTextContent('≈')
    expect(carico(4)).toHaveAccessibleDescription('nessun massimale per questo esercizio')
    expect(riga(5)).not.toHaveTextContent('≈')
    expect(riga(5)).not.toHaveTextContent('massimale')

    // the kg follow the percentage while it is typed, before it is saved
    await user.clear(carico(2))
    await user.type(carico(2), '80')
    expect(riga(2)).toHaveTextContent('≈ 77,5 kg') // 78
    await user.clear(carico(2))
    await user.type(carico(2), '82,5')
    expect(riga(2)).toHaveTextContent('≈ 80 kg') // 80,4375
    // an unreadable percentage shows no kg
    await user.clear(carico(2))
    await user.type(carico(2), '8x')
    expect(riga(2)).not.toHaveTextContent('≈')
    await user.clear(carico(2))
    await user.type(carico(2), '80')
    fireEvent.blur(carico(2))
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Stato del salvataggio' })).toHaveTextContent(
        'Tutte le modifiche sono salvate',
      ),
    )
    expect(riga(2)).toHaveTextContent('≈ 77,5 kg')

    // a load switched to kg has nothing to compute
    await user.click(screen.getByLabelText(/^%, unità del carico in .*, esercizio 3:/))
    await waitFor(() => expect(riga(3)).not.toHaveTextContent('≈'))

    // the maximums were asked once for the whole sheet
    expect(calls(seen, 'GET', /^\/api\/clienteesercizio\/massimali\/\d+$/)).toHaveLength(1)
  })

  it("rounds to the user's plate step and retests after the user's weeks", async () => {
    await open(demo(), { arrotondamentoCarichi: 1.25, settimaneRitestMassimale: 12 })
    expect(await screen.findByText('≈ 68,75 kg')).toBeVisible() // Panca 68,25
    expect(riga(1)).toHaveTextContent('≈ 86,25 kg') // Squat
    expect(riga(1)).not.toHaveTextContent('da ritestare') // 10 weeks < 12
  })

  it('shows nothing on a library template and does not ask for maximums', async () => {
    const seen = recordRequests()
    const template = getDb().scheda.find((s) => s.isTemplate && !s.isBozza)!
    const d = getDb().schedadettaglio.find((x) =>
      getDb().schedagruppo.some((g) => g.id === x.gruppoId && g.schedaId === template.id),
    )!
    d.caricoUnita = 'percentuale'
    d.carico = 70
    await open(template.id)
    expect(document.body).not.toHaveTextContent('≈')
    expect(document.body).not.toHaveTextContent('massimale per questo')
    expect(calls(seen, 'GET', /massimali/)).toHaveLength(0)
  })
})
