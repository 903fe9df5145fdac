import { screen, waitFor } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { useListParams } from './use-list-params'

function Lista() {
  const { params } = useListParams('metodologia')
  return <p>Pagina {params.page}</p>
}

describe('useListParams', () => {
  it('a list opened from the menu writes its params into the URL', async () => {
    const { router } = renderWithProviders(null, {
      route: '/metodologie',
      routes: [{ path: '/metodologie', element: <Lista /> }],
    })
    expect(await screen.findByText('Pagina 1')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&pageSize=10'))
  })
})
