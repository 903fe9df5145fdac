import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BodyFigure } from './BodyFigure'
import { nextVista, regioneDelMuscolo, shapesOf, VISTE } from './body-figure'

describe('body figure rotation (pure state machine)', () => {
  it('goes frontal -> lateral -> posterior -> frontal', () => {
    expect(nextVista('frontale')).toBe('laterale')
    expect(nextVista('laterale')).toBe('posteriore')
    expect(nextVista('posteriore')).toBe('frontale')
    let vista = VISTE[0]!
    const seen = [vista]
    for (let i = 0; i < 3; i += 1) {
      vista = nextVista(vista)
      seen.push(vista)
    }
    expect(seen).toEqual(['frontale', 'laterale', 'posteriore', 'frontale'])
  })

  it('maps the muscles of the reference list to their regions', () => {
    expect(regioneDelMuscolo('Grande pettorale')).toBe('pettorali')
    expect(regioneDelMuscolo('Deltoide anteriore')).toBe('deltoideAnteriore')
    expect(regioneDelMuscolo('Deltoide posteriore')).toBe('deltoidePosteriore')
    expect(regioneDelMuscolo('Tricipite brachiale')).toBe('tricipiti')
    expect(regioneDelMuscolo('Bicipite brachiale')).toBe('bicipiti')
    expect(regioneDelMuscolo('Bicipite femorale')).toBe('femorali')
    expect(regioneDelMuscolo('Grande gluteo')).toBe('glutei')
    expect(regioneDelMuscolo('Medio gluteo')).toBe('abduttori')
    expect(regioneDelMuscolo('Muscolo sconosciuto')).toBeNull()
    // the chest cannot be seen from behind
    expect(shapesOf('pettorali', 'posteriore')).toHaveLength(0)
    expect(shapesOf('pettorali', 'frontale').length).toBeGreaterThan(0)
  })
})

describe('<BodyFigure>', () => {
  it('"Ruota" shows the frontal, lateral, posterior and again the frontal view', async () => {
    const user = userEvent.setup()
    render(<BodyFigure muscoli={['Grande pettorale', 'Tricipite brachiale']} />)
    const figura = screen.getByRole('img', { name: /Vista frontale/ })
    expect(figura).toHaveAccessibleName(
      'Vista frontale. Muscoli primari evidenziati: Grande pettorale, Tricipite brachiale',
    )
    expect(screen.getByText('Vista frontale')).toBeInTheDocument()
    expect(figura.querySelector('[data-regione="pettorali"]')).toHaveAttribute(
      'data-attiva',
      'true',
    )
    // triceps are at the back
    expect(
      screen.getByText(/Non visibili in questa vista: Tricipite brachiale/),
    ).toBeInTheDocument()

    const ruota = screen.getByRole('button', { name: 'Ruota' })
    await user.click(ruota)
    expect(screen.getByText('Vista laterale')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /^Vista laterale/ })).toBeInTheDocument()

    await user.click(ruota)
    expect(screen.getByText('Vista posteriore')).toBeInTheDocument()
    expect(screen.getByText(/Non visibili in questa vista: Grande pettorale/)).toBeInTheDocument()

    await user.click(ruota)
    expect(screen.getByText('Vista frontale')).toBeInTheDocument()
  })

  it('says when no primary muscle is selected', () => {
    render(<BodyFigure muscoli={[]} />)
    expect(screen.getByText('Nessun muscolo primario selezionato')).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Vista frontale. Nessun muscolo evidenziato',
    )
  })
})

describe('<BodyFigure> as a heat map', () => {
  it('fills each region by its intensity and names the most trained ones of the view', async () => {
    const user = userEvent.setup()
    const intensita = new Map([
      ['pettorali', 1],
      ['tricipiti', 0.5],
      ['deltoideAnteriore', 0.25],
      ['dorsali', 0.75],
    ] as const)
    render(<BodyFigure intensita={intensita} />)
    const figura = screen.getByRole('img', { name: /^Vista frontale/ })
    // Triceps and lats are not seen from the front.
    expect(figura).toHaveAccessibleName(
      'Vista frontale. Mappa del volume, più allenati: pettorali, deltoide anteriore',
    )
    const regione = (key: string) => figura.querySelector(`[data-regione="${key}"]`)
    expect(regione('pettorali')).toHaveAttribute('data-intensita', '1.00')
    expect(regione('deltoideAnteriore')).toHaveAttribute('data-intensita', '0.25')
    expect(regione('addome')).toHaveAttribute('data-attiva', 'false')
    // The stronger the intensity, the stronger the fill.
    const opacita = (key: string) =>
      Number(regione(key)?.querySelector('ellipse')?.getAttribute('fill-opacity'))
    expect(opacita('pettorali')).toBeGreaterThan(opacita('deltoideAnteriore'))
    expect(screen.getByRole('img', { name: 'Scala del volume: poco → molto' })).toBeInTheDocument()
    expect(screen.queryByText('Nessun muscolo primario selezionato')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Ruota' }))
    await user.click(screen.getByRole('button', { name: 'Ruota' }))
    expect(screen.getByRole('img', { name: /^Vista posteriore/ })).toHaveAccessibleName(
      'Vista posteriore. Mappa del volume, più allenati: dorsali, tricipiti',
    )
  })

  it('says when nothing is trained in the view', () => {
    render(<BodyFigure intensita={new Map()} />)
    expect(screen.getByRole('img', { name: /^Vista frontale/ })).toHaveAccessibleName(
      'Vista frontale. Mappa del volume: nessun muscolo allenato in questa vista',
    )
  })
})
