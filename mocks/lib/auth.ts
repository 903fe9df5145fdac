/**
 * Authentication of the fake backend: real HS256 JWTs signed with jose (a fixed secret that lives
 * only in the mocks), rotating refresh tokens kept in the db, and the bearer check every secured
 * operation goes through. 401 bodies are those of the spec (SPEC section 8).
 *
 * Every signed token carries its purpose: `access` (login, refresh) is the only one the bearer
 * check takes; `reset` (the password-reset email) is taken by reset_password only, once.
 */
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose'
import type { Database, LoginThrottleEntry, RefreshTokenEntry } from '@mocks/db/database'
import { notifyChanged } from '@mocks/db/store'
import { formatIt, todayIso } from './dates'
import { HttpError, MSG, unauthorized } from './http'

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

/** The platform's administrator (SPEC 1, 6): every tenant, the users, the figures. */
export const ROLE_ADMIN = 'ROLE_ADMIN'
export const ROLE_ISTRUTTORE = 'ROLE_ISTRUTTORE'

const SECRET_TEXT = 'fitness-backoffice-fake-backend-hs256-secret-2026'

/** What a signed token may be used for. */
type Purpose = 'access' | 'reset'

/**
 * The key as a Uint8Array of the current realm: jose checks `instanceof Uint8Array`, which fails
 * for a TextEncoder result under Jest's jsdom environment (different realm).
 */
const secretKey = (): Uint8Array => new Uint8Array(new TextEncoder().encode(SECRET_TEXT))

/** A lifetime in seconds, as the setters take it: a finite number above zero. */
function assertTtl(seconds: number, what: string): number {
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new RangeError(`Invalid ${what} TTL: ${seconds}`)
  }
  return seconds
}

export const DEFAULT_ACCESS_TOKEN_TTL = 15 * 60
let accessTokenTtl = DEFAULT_ACCESS_TOKEN_TTL

/** Lifetime of the next access tokens, in seconds (tests and the HTTP server shorten it). */
export function setAccessTokenTtl(seconds: number): void {
  accessTokenTtl = assertTtl(seconds, 'access token')
}

/** A refresh token lives a week from its issue (each refresh issues a new one). */
export const DEFAULT_REFRESH_TOKEN_TTL = 7 * 24 * 60 * 60
let refreshTokenTtl = DEFAULT_REFRESH_TOKEN_TTL

/** Lifetime of the next refresh tokens, in seconds (MOCK_REFRESH_TTL of the HTTP server). */
export function setRefreshTokenTtl(seconds: number): void {
  refreshTokenTtl = assertTtl(seconds, 'refresh token')
}

/** The preferences a token carries: the fields of the contract, never anything else. */
function tokenPreferenze(preferenze: UserRow['preferenze']): UserRow['preferenze'] {
  const { sidebar, theme, showTooltip, arrotondamentoCarichi, settimaneRitestMassimale } =
    preferenze
  return {
    sidebar,
    theme,
    showTooltip,
    ...(arrotondamentoCarichi === undefined ? {} : { arrotondamentoCarichi }),
    ...(settimaneRitestMassimale === undefined ? {} : { settimaneRitestMassimale }),
  }
}

/** Signs an access token for `user`; `expiresAt` (epoch seconds) overrides the TTL. */
export async function signAccessToken(user: UserRow, expiresAt?: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000)
  return new SignJWT({
    purpose: 'access' satisfies Purpose,
    id: user.id,
    nome: user.nome,
    cognome: user.cognome,
    roles: [...user.roles],
    preferenze: tokenPreferenze(user.preferenze),
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

/** Why the user's tenant may not log in (or go on working), or null when it may. */
export function tenantBlock(db: Database, tenantId: string): string | null {
  const tenant = db.tenant.find((row) => row.tenantId === tenantId)
  if (!tenant) return null
  if (!tenant.attivo) return "Il tenant è disattivato: contattare l'amministratore."
  if (tenant.dataScadenza && tenant.dataScadenza < todayIso()) {
    return `Il tenant è scaduto il ${formatIt(tenant.dataScadenza)}: contattare l'amministratore.`
  }
  return null
}

/** Drops the refresh tokens past their expiry (rotated ones included). */
function pruneExpired(db: Database, now: number): void {
  const kept = db.refreshTokens.filter((entry) => entry.expiresAt > now)
  if (kept.length !== db.refreshTokens.length) {
    db.refreshTokens.splice(0, db.refreshTokens.length, ...kept)
  }
}

async function issueTokens(db: Database, user: UserRow, family: string): Promise<TokenPair> {
  const now = Date.now()
  pruneExpired(db, now)
  const refreshToken = randomToken()
  db.refreshTokens.push({
    token: refreshToken,
    userId: user.id,
    tenantId: user.tenantId,
    family,
    expiresAt: now + refreshTokenTtl * 1000,
    rotated: false,
  })
  notifyChanged()
  return { token: await signAccessToken(user), refresh_token: refreshToken }
}

/**
 * Wrong logins are slowed down per account and per network address: after LOGIN_FAILURES_ALLOWED
 * failures in a row of one account (LOGIN_FAILURES_ALLOWED_PER_ADDRESS of one address, any
 * account) every login of it is refused with 429 for a delay that doubles with each further
 * failure, from LOGIN_DELAY_BASE_S up to LOGIN_DELAY_MAX_S; LOGIN_WINDOW_S without failures
 * starts the count again, and a successful login clears the account's count. Unknown accounts
 * count alike (nothing tells whether an account exists).
 */
export const LOGIN_FAILURES_ALLOWED = 5
export const LOGIN_FAILURES_ALLOWED_PER_ADDRESS = 20
export const LOGIN_DELAY_BASE_S = 15
export const LOGIN_DELAY_MAX_S = 15 * 60
export const LOGIN_WINDOW_S = 15 * 60

const throttleKeys = (email: string, address: string): [string, number][] => [
  [`account:${email}`, LOGIN_FAILURES_ALLOWED],
  [`address:${address}`, LOGIN_FAILURES_ALLOWED_PER_ADDRESS],
]

/** "riprovare tra 40 secondi", "riprovare tra 3 minuti". */
function retryText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`
}

/** 429 with Retry-After (seconds) and the Italian message. */
export function tooManyLogins(seconds: number): HttpError {
  return new HttpError(
    429,
    {
      code: 429,
      message: `Troppi tentativi di accesso non riusciti: riprovare tra ${retryText(seconds)}.`,
    },
    { 'Retry-After': String(seconds) },
  )
}

function assertNotThrottled(db: Database, keys: readonly [string, number][], now: number): void {
  let until = 0
  for (const [key] of keys) {
    const entry = db.loginThrottle.find((row) => row.key === key)
    if (entry && entry.blockedUntil > until) until = entry.blockedUntil
  }
  if (until > now) throw tooManyLogins(Math.ceil((until - now) / 1000))
}

function countFailure(db: Database, keys: readonly [string, number][], now: number): void {
  for (const [key, allowed] of keys) {
    let entry: LoginThrottleEntry | undefined = db.loginThrottle.find((row) => row.key === key)
    if (!entry) {
      entry = { key, failures: 0, lastFailureAt: now, blockedUntil: 0 }
      db.loginThrottle.push(entry)
    }
    if (now - entry.lastFailureAt > LOGIN_WINDOW_S * 1000) entry.failures = 0
    entry.failures += 1
    entry.lastFailureAt = now
    if (entry.failures >= allowed) {
      const delay = Math.min(
        LOGIN_DELAY_MAX_S,
        LOGIN_DELAY_BASE_S * 2 ** Math.min(20, entry.failures - allowed),
      )
      entry.blockedUntil = now + delay * 1000
    }
  }
  // Forget what is older than the window and not blocking any more.
  const kept = db.loginThrottle.filter(
    (row) => row.blockedUntil > now || now - row.lastFailureAt <= LOGIN_WINDOW_S * 1000,
  )
  db.loginThrottle.splice(0, db.loginThrottle.length, ...kept)
  notifyChanged()
}

/**
 * `address`: the caller's network address (mocks/lib/http.ts remoteAddress). Wrong credentials:
 * 401 "Invalid credentials.", counted (see LOGIN_FAILURES_ALLOWED); too many: 429.
 */
export async function login(
  db: Database,
  username: string,
  password: string,
  address = 'browser',
): Promise<TokenPair> {
  const email = username.trim().toLowerCase()
  const now = Date.now()
  const keys = throttleKeys(email, address)
  assertNotThrottled(db, keys, now)
  const user = db.utente.find((row) => row.email.toLowerCase() === email)
  if (!user || user.password !== password) {
    countFailure(db, keys, now)
    throw unauthorized(MSG.badCredentials)
  }
  const account = db.loginThrottle.findIndex((row) => row.key === keys[0]?.[0])
  if (account >= 0) db.loginThrottle.splice(account, 1)
  const blocked = tenantBlock(db, user.tenantId)
  if (blocked) throw unauthorized(blocked)
  return issueTokens(db, user, randomToken())
}

const findRefreshToken = (db: Database, token: string): RefreshTokenEntry | undefined =>
  db.refreshTokens.find((entry) => entry.token === token)

/** Ends every session descending from one login. */
function revokeFamily(db: Database, family: string): void {
  revokeRefreshTokens(db, (entry) => entry.family === family)
}

/**
 * A rotated refresh token presented again within this many seconds answers the pair it was
 * exchanged for (tabs or requests waking up together all present the same token), as the
 * identity providers' "reuse interval" / "grace period" does; later, it is a replay.
 */
export const DEFAULT_REFRESH_GRACE = 30
let refreshGrace = DEFAULT_REFRESH_GRACE

/** The grace window of the next refreshes, in seconds (MOCK_REFRESH_GRACE of the HTTP server). */
export function setRefreshGrace(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`Invalid refresh grace: ${seconds}`)
  }
  refreshGrace = seconds
}

/**
 * Rotates the refresh token: the presented one is consumed whatever happens next. The same token
 * again within the grace window (DEFAULT_REFRESH_GRACE) gets the same new pair; later, a token that was already
 * rotated is a replay (someone kept a copy): its whole family is revoked.
 */
/** Rotations under way, by the token presented: the same token meanwhile waits for that pair. */
const rotations = new Map<string, Promise<TokenPair>>()

export async function refresh(db: Database, refreshToken: string): Promise<TokenPair> {
  // Synchronous up to the rotation's start: a request arriving while the new pair is signed
  // finds it in `rotations` (an async function runs on its own until its first await).
  const underWay = rotations.get(refreshToken)
  if (underWay) return { ...(await underWay) }
  const entry = findRefreshToken(db, refreshToken)
  if (!entry) throw unauthorized(MSG.badRefresh)
  const now = Date.now()
  if (entry.rotated) {
    const successor = entry.successor
    const stillThere =
      successor !== undefined && findRefreshToken(db, successor.refresh_token) !== undefined
    if (
      stillThere &&
      entry.rotatedAt !== undefined &&
      now - entry.rotatedAt <= refreshGrace * 1000
    ) {
      const user = db.utente.find((row) => row.id === entry.userId)
      const blocked = user ? tenantBlock(db, user.tenantId) : MSG.badRefresh
      if (blocked) throw unauthorized(blocked)
      return { ...successor }
    }
    revokeFamily(db, entry.family)
    throw unauthorized(MSG.badRefresh)
  }
  if (entry.expiresAt <= now) {
    revokeFamily(db, entry.family)
    throw unauthorized(MSG.badRefresh)
  }
  entry.rotated = true
  entry.rotatedAt = now
  notifyChanged()
  const user = db.utente.find((row) => row.id === entry.userId)
  if (!user) throw unauthorized(MSG.badRefresh)
  const blocked = tenantBlock(db, user.tenantId)
  if (blocked) throw unauthorized(blocked)
  const rotation = issueTokens(db, user, entry.family).then((pair) => {
    entry.successor = { ...pair }
    notifyChanged()
    return pair
  })
  rotations.set(refreshToken, rotation)
  try {
    return { ...(await rotation) }
  } finally {
    rotations.delete(refreshToken)
  }
}

/** Logout: the refresh token's family stops working. Unknown tokens are ignored. */
export function invalidate(db: Database, refreshToken: string): void {
  const entry = findRefreshToken(db, refreshToken)
  if (entry) revokeFamily(db, entry.family)
}

/** Verifies a token of ours; null when it is not one (bad signature, garbage). */
async function verify(token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'] })
    return payload
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized(MSG.expired)
    return null
  }
}

/**
 * The bearer check of every secured operation: an access token (never a token of another
 * purpose) of a user who still exists, whose tenant is still active and not expired.
 */
export async function authenticate(db: Database, request: Request): Promise<Session> {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  const token = match?.[1]?.trim()
  if (!token || token === 'false' || token === 'null' || token === 'undefined') {
    throw unauthorized(MSG.noToken)
  }
  const payload = await verify(token)
  if (!payload || payload.purpose !== ('access' satisfies Purpose)) {
    throw unauthorized(MSG.invalidToken)
  }
  const user = db.utente.find((row) => row.id === payload.id)
  if (!user) throw unauthorized(MSG.invalidToken)
  const blocked = tenantBlock(db, user.tenantId)
  if (blocked) throw unauthorized(blocked)
  return {
    user,
    tenantId: user.tenantId,
    roles: user.roles,
    isAdmin: user.roles.includes(ROLE_ADMIN),
  }
}

const RESET_TTL = 60 * 60
const usedResetTokens = new Set<string>()

/**
 * Ties a reset token to the password it replaces: once the password changes (by this token, an
 * admin, another reset) the token stops working, also after a reload of the in-browser backend.
 */
async function passwordFingerprint(user: UserRow): Promise<string> {
  const data = new TextEncoder().encode(`${user.id}:${user.password}`)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data))
  return Array.from(digest.subarray(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A password-reset token (what the "email" of require_reset_password would carry). */
export async function createResetToken(user: UserRow): Promise<string> {
  return new SignJWT({
    purpose: 'reset' satisfies Purpose,
    id: user.id,
    pwd: await passwordFingerprint(user),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomToken())
    .setIssuedAt()
    .setExpirationTime(`${RESET_TTL}s`)
    .sign(secretKey())
}

/** The user of a valid, unused reset token (then used up), or null. */
export async function consumeResetToken(db: Database, token: string): Promise<UserRow | null> {
  let payload: JWTPayload | null
  try {
    payload = await verify(token)
  } catch {
    return null
  }
  if (!payload || payload.purpose !== ('reset' satisfies Purpose)) return null
  if (!payload.jti || usedResetTokens.has(payload.jti)) return null
  const user = db.utente.find((row) => row.id === payload.id)
  if (!user || payload.pwd !== (await passwordFingerprint(user))) return null
  usedResetTokens.add(payload.jti)
  return user
}

/** Ends every session matching `predicate` (password changed, tenant deactivated, account gone). */
export function revokeRefreshTokens(
  db: Database,
  predicate: (entry: RefreshTokenEntry) => boolean,
): void {
  const kept = db.refreshTokens.filter((entry) => !predicate(entry))
  if (kept.length !== db.refreshTokens.length) {
    db.refreshTokens.splice(0, db.refreshTokens.length, ...kept)
    notifyChanged()
  }
}
