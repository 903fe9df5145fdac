import { http, HttpResponse } from 'msw'
import { ADMIN, login } from '@mocks/lib/testing'
import { makeStore } from '@/app/store'
import { FRONTEND_REVISION } from '@/config/constants'
import { decodeSessionUser } from '@/api/session-user'
import { subscribeFeedback, type FeedbackEvent } from '@/components/feedback'
import { clienteApi } from '@/modules/cliente/api'
import { preferenzeApi } from '@/features/preferences/preferenze-api'
import { schedaApi } from '@/modules/scheda/api'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'

let toasts: FeedbackEvent[] = []
let unsubscribe = () => {}
beforeEach(() => {
  toasts = []
  unsubscribe = subscribeFeedback((event) => toasts.push(event))
})
afterEach(() => unsubscribe())

async function adminStore() {
  const tokens = await login(ADMIN)
  return makeStore(loggedInState(tokens.token, tokens.refresh_token))
}

describe('module calls', () => {
  it('saving the preferences is silent and brings a token that carries them', async () => {
    const { store } = await adminStore()
    const preferenze = { sidebar: 'sempreChiusa', theme: 'light', showTooltip: 'NO' } as const
    const result = await store.dispatch(
      preferenzeApi.endpoints.authSavePreferenze.initiate(preferenze),
    )
    expect(result.error).toBeUndefined()
    expect(decodeSessionUser(store.getState().session.token)?.preferenze).toEqual(preferenze)
    expect(store.getState().preferences.preferenze).toEqual(preferenze)
    expect(toasts).toEqual([])
  })

  it('a picture goes as multipart with profilePicture, id and the revision', async () => {
    let sent: Record<string, string> | undefined
    server.use(
      http.post('*/api/cliente/uploadpicture/', async ({ request }) => {
        const form = await request.formData()
        const picture = form.get('profilePicture')
        sent = {
          id: String(form.get('id')),
          frontendRevisionNumber: String(form.get('frontendRevisionNumber')),
          profilePicture: picture instanceof Blob ? picture.type : 'none',
        }
        return HttpResponse.json({ foto: 'data:image/png;base64,AAAA' })
      }),
    )
    const { store } = await adminStore()
    const file = new Blob(['png'], { type: 'image/png' })
    const result = await store.dispatch(
      clienteApi.endpoints.clienteUploadPicture.initiate({ id: 7, file }),
    )
    expect(result.data).toEqual({ foto: 'data:image/png;base64,AAAA' })
    expect(sent).toEqual({
      id: '7',
      frontendRevisionNumber: FRONTEND_REVISION,
      profilePicture: 'image/png',
    })
    expect(toasts.map((t) => t.text)).toEqual(['Operazione conclusa con successo'])
  })

  it('template creation answered with success false: the caller gets an error, the toast its reason', async () => {
    server.use(
      http.post('*/api/scheda/createschedafromtemplate', () =>
        HttpResponse.json({ success: false, id: null, error: 'Il modello non ha gruppi' }),
      ),
    )
    const { store } = await adminStore()
    const result = await store.dispatch(
      schedaApi.endpoints.schedaCreateFromTemplate.initiate({ id: 1, schedaId: 2 }),
    )
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      error: 'Il modello non ha gruppi',
    })
    expect(toasts).toEqual([{ kind: 'error', text: 'Il modello non ha gruppi', durationMs: 2500 }])
  })
})
