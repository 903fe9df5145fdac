/**
 * Session tokens for tests that do not go through the fake backend's login: unsigned JWTs that
 * the app decodes like real ones (the app never checks signatures; the server does).
 */
import type { Role } from '@/api/session-user'
import type { RootState } from '@/app/store'

function base64url(value: unknown): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) {
    binary += String.fromCharCode(byte)
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export interface TestClaims {
  sub?: string
  id?: number
  nome?: string
  cognome?: string
  roles?: Role[]
  preferenze?: { sidebar: string; theme: string; showTooltip: string }
  showWelcomeMessage?: boolean
  dataScadenza?: string | null
  tenantId?: string
  /** Seconds since the epoch; default one hour from now. */
  exp?: number
}

/** A decodable token; defaults to Giulia Ferrari, admin of fitlab. */
export function testToken(claims: TestClaims = {}): string {
  const now = Math.floor(Date.now() / 1000)
  const payload = {
    sub: 'admin@fitlab.it',
    id: 1,
    nome: 'Giulia',
    cognome: 'Ferrari',
    roles: ['ROLE_ADMIN'],
    preferenze: { sidebar: 'dinamica', theme: 'dark', showTooltip: 'YES' },
    showWelcomeMessage: false,
    dataScadenza: null,
    tenantId: 'fitlab',
    iat: now,
    exp: now + 3600,
    ...claims,
  }
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJh`
}

/** preloadedState for a logged-in store (its session began now). */
export function loggedInState(
  token: string = testToken(),
  refreshToken: string | null = 'refresh-1',
): Partial<RootState> {
  return { session: { token, refreshToken, changedAt: Date.now(), ended: null } }
}
