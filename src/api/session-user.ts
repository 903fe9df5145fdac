import { jwtDecode } from 'jwt-decode'
import type { components } from '@/api/schema.gen'
import { missingClaims, usableToken, type RequiredClaim } from '@/config/auth'

export type Role = components['schemas']['Role']
export type Preferenze = components['schemas']['Preferenze']

/** The logged-in user as carried by the session token (SPEC section 3, "Logged-in user"). */
export interface SessionUser {
  id: number
  email: string
  nome: string
  cognome: string
  roles: Role[]
  preferenze: Preferenze
  showWelcomeMessage: boolean
  dataScadenza: string | null
  tenantId: string
  /** Expiry, seconds since the epoch. */
  exp: number
}

interface Claims extends Omit<SessionUser, 'email'> {
  sub: string
}

/** Why a token gives no user: it is not a readable JWT, or it lacks claims the app needs. */
export type TokenProblem =
  { kind: 'illeggibile' } | { kind: 'claimMancanti'; claims: RequiredClaim[] }

function claimsOf(token: string): Partial<Claims> | null {
  try {
    const claims = jwtDecode<Partial<Claims>>(token)
    return claims !== null && typeof claims === 'object' ? claims : null
  } catch {
    return null
  }
}

/** What is wrong with a token the server gave (REQUIRED_CLAIMS of src/config/auth.ts), or null. */
export function tokenProblem(token: string): TokenProblem | null {
  const claims = claimsOf(token)
  if (!claims) return { kind: 'illeggibile' }
  const missing = missingClaims(claims)
  return missing.length > 0 ? { kind: 'claimMancanti', claims: missing } : null
}

/** Decodes the token; null when it cannot be decoded or lacks the user's claims. */
export function decodeSessionUser(token: string | null | undefined): SessionUser | null {
  const usable = usableToken(token)
  if (!usable) return null
  const c = claimsOf(usable)
  if (!c || missingClaims(c).length > 0) return null
  return {
    id: Number(c.id),
    email: String(c.sub ?? ''),
    nome: c.nome as string,
    cognome: c.cognome as string,
    roles: c.roles as Role[],
    preferenze: c.preferenze ?? { sidebar: 'dinamica', theme: 'dark', showTooltip: 'YES' },
    showWelcomeMessage: Boolean(c.showWelcomeMessage),
    dataScadenza: c.dataScadenza ?? null,
    tenantId: String(c.tenantId ?? ''),
    exp: Number(c.exp ?? 0),
  }
}
