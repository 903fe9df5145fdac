import type { APIRequestContext } from '@playwright/test'
import { FRONTEND_REVISION } from '../../src/config/constants'
import { ISTRUTTORE, MOCK_ORIGIN } from './env'

/**
 * The Authorization header of a fresh login as the instructor on the fake HTTP server, for a spec
 * that reads or restores the data it changes through the API ('server' mode shares one database
 * across the run). Access tokens last 12 s there: log in again for each call.
 */
export async function instructorAuth(
  request: APIRequestContext,
): Promise<{ Authorization: string }> {
  const answer = await request.post(`${MOCK_ORIGIN}/api/login_check`, {
    data: {
      username: ISTRUTTORE.email,
      password: ISTRUTTORE.password,
      frontendRevisionNumber: FRONTEND_REVISION,
    },
  })
  const { token } = (await answer.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}
