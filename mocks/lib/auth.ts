/**
 * Authentication of the fake backend: real HS256 JWTs signed with jose (a fixed secret that lives
 * only in the mocks), rotating refresh tokens kept in the db, and the bearer check every secured
 * operation goes through. 401 bodies are those of the brief.
 */
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import type { Database } from '@mocks/db/database'
import { notifyChanged } from '@mocks/db/store'
import { formatIt, todayIso } from './dates'
import { MSG, unauthorized } from './http'

type UserRow = Database['utente'][number]

export interface Session {
  user: UserRow
  tenantId: string
  roles: readonly string[]
  isAdmin: boolean
}

export interface TokenPair {
  token: string
  refresh_token: string
}

export const ROLE_ADMIN = 'ROLE_ADMIN'
export const ROLE_ISTRUTTORE = 'ROLE_ISTRUTTORE'

const SECRET_TEXT = 'fitness-backoffice-fake-backend-hs256-secret-2026'

/**
 * The key as a Uint8Array of the current realm: jose checks `instanceof Uint8Array`, which fails
 * for a TextEncoder result under Jest's jsdom environment (different realm).
 */
const secretKey = (): Uint8Array => new Uint8Array(new TextEncoder().encode(SECRET_TEXT))

export const DEFAULT_ACCESS_TOKEN_TTL = 15 * 60
let accessTokenTtl = DEFAULT_ACCESS_TOKEN_TTL

/** Lifetime of the next access tokens, in seconds (tests and the HTTP server shorten it). */
export function setAccessTokenTtl(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new RangeError(`Invalid access token TTL: ${seconds}`)
  }
  accessTokenTtl = seconds
}

export const getAccessTokenTtl = (): number => accessTokenTtl

/** Signs an access token for `user`; `expiresAt` (epoch seconds) overrides the TTL. */
export async function signAccessToken(user: UserRow, expiresAt?: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000)
  return new SignJWT({
    id: user.id,
    nome: user.nome,
    cognome: user.cognome,
    roles: [...user.roles],
    preferenze: { ...user.preferenze },
    showWelcomeMessage: user.showWelcomeMessage,
    dataScadenza: user.dataScadenza,
    tenantId: user.tenantId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.email)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt ?? iat + accessTokenTtl)
    .sign(secretKey())
}

function randomToken(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Why the user's tenant may not log in, or null when it may. */
export function tenantBlock(db: Database, tenantId: string): string | null {
  const tenant = db.tenant.find((row) => row.tenantId === tenantId)
  if (!tenant) return null
  if (!tenant.attivo) return "Il tenant è disattivato: contattare l'amministratore."
  if (tenant.dataScadenza && tenant.dataScadenza < todayIso()) {
    return `Il tenant è scaduto il ${formatIt(tenant.dataScadenza)}: contattare l'amministratore.`
  }
  return null
}

async function issueTokens(db: Database, user: UserRow): Promise<TokenPair> {
  const refreshToken = randomToken()
  db.refreshTokens.push({ token: refreshToken, userId: user.id, tenantId: user.tenantId })
  notifyChanged()
  return { token: await signAccessToken(user), refresh_token: refreshToken }
}

export async function login(db: Database, username: string, password: string): Promise<TokenPair> {
  const email = username.trim().toLowerCase()
  const user = db.utente.find((row) => row.email.toLowerCase() === email)
  if (!user || user.password !== password) throw unauthorized(MSG.badCredentials)
  const blocked = tenantBlock(db, user.tenantId)
  if (blocked) throw unauthorized(blocked)
  return issueTokens(db, user)
}

/** Rotates the refresh token: the presented one is consumed whatever happens next. */
export async function refresh(db: Database, refreshToken: string): Promise<TokenPair> {
  const index = db.refreshTokens.findIndex((entry) => entry.token === refreshToken)
  const entry = db.refreshTokens[index]
  if (!entry) throw unauthorized(MSG.badRefresh)
  db.refreshTokens.splice(index, 1)
  notifyChanged()
  const user = db.utente.find((row) => row.id === entry.userId)
  if (!user) throw unauthorized(MSG.badRefresh)
  const blocked = tenantBlock(db, user.tenantId)
  if (blocked) throw unauthorized(blocked)
  return issueTokens(db, user)
}

/** The bearer check of every secured operation. */
export async function authenticate(db: Database, request: Request): Promise<Session> {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  const token = match?.[1]?.trim()
  if (!token || token === 'false' || token === 'null' || token === 'undefined') {
    throw unauthorized(MSG.noToken)
  }
  let userId: unknown
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'] })
    userId = payload.id
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized(MSG.expired)
    throw unauthorized(MSG.invalidToken)
  }
  const user = db.utente.find((row) => row.id === userId)
  if (!user) throw unauthorized(MSG.invalidToken)
  return {
    user,
    tenantId: user.tenantId,
    roles: user.roles,
    isAdmin: user.roles.includes(ROLE_ADMIN),
  }
}

const RESET_TTL = 60 * 60
const usedResetTokens = new Set<string>()

/** A password-reset token (what the "email" of require_reset_password would carry). */
export async function createResetToken(user: UserRow): Promise<string> {
  return new SignJWT({ purpose: 'reset', id: user.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomToken())
    .setIssuedAt()
    .setExpirationTime(`${RESET_TTL}s`)
    .sign(secretKey())
}

/** The user of a valid, unused reset token (then used up), or null. */
export async function consumeResetToken(db: Database, token: string): Promise<UserRow | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'] })
    if (payload.purpose !== 'reset' || !payload.jti || usedResetTokens.has(payload.jti)) return null
    const user = db.utente.find((row) => row.id === payload.id)
    if (!user) return null
    usedResetTokens.add(payload.jti)
    return user
  } catch {
    return null
  }
}

/** Ends every session of a user (password changed). */
export function revokeRefreshTokens(
  db: Database,
  predicate: (entry: { userId: number; tenantId: string | null }) => boolean,
): void {
  const kept = db.refreshTokens.filter((entry) => !predicate(entry))
  if (kept.length !== db.refreshTokens.length) {
    db.refreshTokens.splice(0, db.refreshTokens.length, ...kept)
    notifyChanged()
  }
}
