import { screen, within } from '@testing-library/react'
import { buildRoutes } from '@/app/router'
import { renderWithProviders } from '@/test/render'
import { loggedInState, testToken } from '@/test/tokens'

describe('the help popup', () => {
  it("Aiuto opens the current page's help PDF in a 562 px popup, loaded on demand", async () => {
    const { user } = renderWithProviders(null, {
      routes: buildRoutes(),
      route: '/tenants',
      preloadedState: loggedInState(testToken({ roles: ['ROLE_ISTRUTTORE'] })),
    })
    await user.click(await screen.findByRole('button', { name: 'Tutorial e guide' }))
    await user.click(await screen.findByText('Aiuto'))
    const dialog = await screen.findByRole('dialog', { name: 'Aiuto · Tenants' })
    // the (stubbed) react-pdf viewer is loaded lazily and shows page 1 of 1
    expect(await within(dialog).findByTestId('pdf-page')).toHaveTextContent('Pagina 1')
    expect(await within(dialog).findByText('Pagina 1 di 1')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /Pagina precedente/ })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: /Pagina successiva/ })).toBeDisabled()
    // with no layout (jsdom), the page is as wide as the popup's content: 562 - 48
    expect(within(dialog).getByTestId('pdf-page')).toHaveAttribute('data-width', '514')
  })

  it('draws the page as wide as the room left by the scrollbar, never wider: no sideways scroll', async () => {
    // The help region's content is 497 px wide once its vertical scrollbar takes its room.
    const clientWidth = jest
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'region' ? 497.6 : 0
      })
    try {
      const { user } = renderWithProviders(null, {
        routes: buildRoutes(),
        route: '/tenants',
        preloadedState: loggedInState(testToken({ roles: ['ROLE_ISTRUTTORE'] })),
      })
      await user.click(await screen.findByRole('button', { name: 'Tutorial e guide' }))
      await user.click(await screen.findByText('Aiuto'))
      const dialog = await screen.findByRole('dialog', { name: 'Aiuto · Tenants' })
      expect(await within(dialog).findByTestId('pdf-page')).toHaveAttribute('data-width', '497')
      expect(within(dialog).getByRole('region', { name: 'Aiuto' })).toHaveStyle({
        overflowX: 'hidden',
      })
    } finally {
      clientWidth.mockRestore()
    }
  })
})
