import { act, screen, waitFor } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { notify } from './feedback'

describe('toasts', () => {
  it('shows a success toast for 2 s and an error toast for 2.5 s', async () => {
    renderWithProviders(<p>Pagina</p>)
    await screen.findByText('Pagina')
    jest.useFakeTimers()
    try {
      // The host comes with the first toast (its code is loaded then): the toasts wait for it.
      await act(async () => {
        notify.success()
        notify.error('Qualcosa è andato storto')
        await import('./FeedbackHost')
      })
      expect(screen.getByText('Operazione conclusa con successo')).toBeInTheDocument()
      expect(screen.getByText('Qualcosa è andato storto')).toBeInTheDocument()

      act(() => jest.advanceTimersByTime(1900))
      expect(screen.getByText('Operazione conclusa con successo')).toBeInTheDocument()

      act(() => jest.advanceTimersByTime(400))
      expect(screen.queryByText('Operazione conclusa con successo')).not.toBeInTheDocument()
      expect(screen.getByText('Qualcosa è andato storto')).toBeInTheDocument()

      act(() => jest.advanceTimersByTime(500))
      expect(screen.queryByText('Qualcosa è andato storto')).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('renders server text as text, one line per message', async () => {
    renderWithProviders(<p>Pagina</p>)
    await screen.findByText('Pagina')
    act(() => notify.error(['<b>nome</b>: Obbligatorio', 'Dati incompleti']))
    expect(await screen.findByText('<b>nome</b>: Obbligatorio')).toBeInTheDocument()
    expect(screen.getByText('Dati incompleti')).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()
  })

  it('a toast raised before the app is on screen is shown once it is', async () => {
    notify.error("Token di autorizzazione invalido, contattare l'assistenza.")
    renderWithProviders(<p>Pagina</p>)
    expect(
      await screen.findByText("Token di autorizzazione invalido, contattare l'assistenza."),
    ).toBeInTheDocument()
  })

  it("reads out only the toast's text: its icon has no (English) name", async () => {
    renderWithProviders(<p>Pagina</p>)
    await screen.findByText('Pagina')
    act(() => {
      notify.success()
      notify.error('Qualcosa è andato storto')
    })
    await screen.findByText('Qualcosa è andato storto')
    expect(document.querySelectorAll('.ant-message .anticon')).toHaveLength(2)
    expect(screen.queryByRole('img', { name: 'check-circle' })).toBeNull()
    expect(screen.queryByRole('img', { name: 'close-circle' })).toBeNull()
    for (const icon of document.querySelectorAll('.ant-message .anticon'))
      expect(icon).toHaveAttribute('aria-hidden', 'true')
  })

  it('offers an action on a toast: it runs once and closes the toast, which waits 6 s', async () => {
    const { user } = renderWithProviders(<p>Pagina</p>)
    await screen.findByText('Pagina')
    const run = jest.fn()
    act(() => notify.info('Esercizio eliminato', { label: 'Annulla', run }))
    expect(await screen.findByText('Esercizio eliminato')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Annulla' }))
    expect(run).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText('Esercizio eliminato')).not.toBeInTheDocument())

    jest.useFakeTimers()
    try {
      act(() => notify.info('Superserie sciolta', { label: 'Annulla', run }))
      act(() => jest.advanceTimersByTime(5500))
      expect(screen.getByText('Superserie sciolta')).toBeInTheDocument()
      act(() => jest.advanceTimersByTime(1000))
      expect(screen.queryByText('Superserie sciolta')).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
    expect(run).toHaveBeenCalledTimes(1)
  })
})
