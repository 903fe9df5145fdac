import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Button } from 'antd'
import { renderWithProviders } from '@/test/render'
import { HoverTooltip } from './HoverTooltip'

function Riga() {
  const [clic, setClic] = useState(0)
  return (
    <>
      <HoverTooltip title="Elimina">
        <Button aria-label="Elimina Core" onClick={() => setClic((n) => n + 1)}>
          x
        </Button>
      </HoverTooltip>
      <output>{`clic ${clic}`}</output>
    </>
  )
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('HoverTooltip', () => {
  it('shows its title while the pointer rests on the control, and hides it after', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Riga />)
    const button = await screen.findByRole('button', { name: 'Elimina Core' })
    expect(screen.queryByRole('tooltip')).toBeNull()

    await user.hover(button)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Elimina')

    await user.unhover(button)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('keeps the control itself: a click after the tooltip appears reaches the same button', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Riga />)
    const button = await screen.findByRole('button', { name: 'Elimina Core' })
    await user.hover(button)
    await screen.findByRole('tooltip')

    await user.click(button)
    expect(button).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Elimina Core' })).toBe(button)
    expect(screen.getByText('clic 1')).toBeInTheDocument()
  })

  it('makes no tooltip for a pointer that only passes over (rows scrolling under it)', async () => {
    renderWithProviders(<Riga />)
    const box = (await screen.findByRole('button', { name: 'Elimina Core' })).parentElement!
    fireEvent.mouseEnter(box)
    fireEvent.mouseLeave(box)
    await pause(250)
    expect(document.querySelector('.ant-tooltip')).toBeNull()
  })

  it('draws the control alone when there is no title', async () => {
    renderWithProviders(
      <HoverTooltip title={undefined}>
        <Button>Salva</Button>
      </HoverTooltip>,
    )
    expect((await screen.findByRole('button', { name: 'Salva' })).parentElement).not.toHaveClass(
      'hover-tooltip',
    )
  })
})
