import { act, screen } from '@testing-library/react'
import { Button, DatePicker, Empty, theme } from 'antd'
import dayjs from 'dayjs'
import { preferenzeChanged } from '@/features/preferences/preferences-slice'
import { renderWithProviders } from '@/test/render'
import { PERSIST_KEY } from '@/config/constants'

function Background() {
  const { token } = theme.useToken()
  return <p>{`sfondo ${token.colorBgBase}`}</p>
}

describe('AppProviders', () => {
  it('dark theme by default, light when the preferences say so', async () => {
    const { store } = renderWithProviders(<Background />)
    expect(await screen.findByText('sfondo #000')).toBeInTheDocument()
    act(() => {
      store.dispatch(preferenzeChanged({ theme: 'light' }))
    })
    expect(await screen.findByText('sfondo #fff')).toBeInTheDocument()
  })

  it('antd speaks Italian', async () => {
    renderWithProviders(<Empty />)
    expect((await screen.findAllByText('Nessun dato')).length).toBeGreaterThan(0)
  })

  it('a busy button keeps its Italian name: the loading icon is silent', async () => {
    renderWithProviders(<Button loading>Accedi</Button>)
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument()
  })

  it('dates: Italian locale, weeks from Monday, dd/MM/yyyy', async () => {
    renderWithProviders(<DatePicker open value={dayjs('2026-11-01')} format="DD/MM/YYYY" />)
    expect(await screen.findByDisplayValue('01/11/2026')).toBeInTheDocument()
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers.slice(0, 7)).toEqual(['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'])
    expect(dayjs('2026-11-04').startOf('week').format('DD/MM/YYYY')).toBe('02/11/2026')
  })

  it('corrupt stored state: the app still renders, with the defaults', async () => {
    localStorage.setItem(`persist:${PERSIST_KEY}`, '{{{ non JSON')
    renderWithProviders(<Background />)
    expect(await screen.findByText('sfondo #000')).toBeInTheDocument()
  })
})
