/**
 * The logged-in screens whose Lighthouse score is budgeted: the dashboard, Clienti, a
 * client, Esercizi, Metodologie, Librerie, a sheet in the builder, Confronta. Their ids are the demo
 * data's (the same seed in the fake HTTP server and in the browser's fake backend): client 1,
 * Valentina Bernasconi, and her last two sheets.
 */
import type { Page } from '@playwright/test'
import { login } from '../../e2e/support/app'
import { ISTRUTTORE, MOCK_ORIGIN } from '../../e2e/support/env'
import { auditPages, type LighthouseResult } from './lighthouse'

const CLIENTE = 1
const PRIMA = 'Dimagrimento dicembre 2025'
const SECONDA = 'Dimagrimento marzo 2026'

export interface Screen {
  name: string
  path: string
}

async function call<T>(token: string | null, path: string, body?: object): Promise<T> {
  const response = await fetch(`${MOCK_ORIGIN}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify({ ...body, frontendRevisionNumber: 'v1.0.27' }) : undefined,
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** The screens, with the demo's ids read from the fake HTTP server. */
export async function loggedInScreens(): Promise<Screen[]> {
  const { token } = await call<{ token: string }>(null, '/api/login_check', {
    username: ISTRUTTORE.email,
    password: ISTRUTTORE.password,
  })
  const filters = encodeURIComponent(JSON.stringify({ cliente: CLIENTE }))
  const schede = await call<{ data: { id: number; nome: string }[] }>(
    token,
    `/api/scheda/?firstRecord=0&pageSize=-1&filters=${filters}`,
  )
  const idOf = (nome: string): number => {
    const found = schede.data.find((s) => s.nome === nome)
    if (!found) throw new Error(`the demo's client ${CLIENTE} has no sheet "${nome}"`)
    return found.id
  }
  const prima = idOf(PRIMA)
  const seconda = idOf(SECONDA)
  return [
    { name: 'dashboard', path: '/' },
    { name: 'Clienti', path: '/clienti' },
    { name: 'a client', path: `/clienti/${CLIENTE}` },
    { name: 'Esercizi', path: '/esercizi' },
    { name: 'Metodologie', path: '/metodologie' },
    { name: 'Librerie', path: '/librerie' },
    { name: 'a sheet in the builder', path: `/librerie/schede/${seconda}` },
    { name: 'Confronta', path: `/clienti/${CLIENTE}/schede/confronto?a=${prima}&b=${seconda}` },
  ]
}

/** Lighthouse (desktop) of every screen at `origin`, `runs` times each, logged in as the instructor. */
export function auditScreens(
  origin: string,
  screens: readonly Screen[],
  runs: number,
): Promise<LighthouseResult[]> {
  return auditPages(
    screens.map(({ path }) => ({
      url: `${origin}${path}`,
      // The lists add their paging to the URL: the path is what must match.
      isExpected: (finalUrl: string) => new URL(finalUrl).pathname === path.split('?')[0],
    })),
    runs,
    async (page: Page) => {
      await page.goto(`${origin}/login`)
      await login(page, ISTRUTTORE)
    },
  )
}
