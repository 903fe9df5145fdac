/**
 * The sheet builder's page in tests: opened at a sheet (its first row drawn), "reloaded" (a new
 * store reading what the fake backend saved), and the few queries its tests share.
 */
import { screen, waitFor } from '@testing-library/react'
import { renderPage, type RenderPageOptions } from './harness'

/** Sheet 2 "Split 3 giorni ipertrofia" (a template of the demo data). */
export const SCHEDA_DEMO = '/librerie/schede/2'

export async function openScheda(route = SCHEDA_DEMO, options: RenderPageOptions = {}) {
  const app = await renderPage(route, { pointerEventsCheck: false, ...options })
  await screen.findByText(/^1\. /)
  return app
}

export type SchedaApp = Awaited<ReturnType<typeof openScheda>>

/** "Reload": the page again from scratch (a new store), reading what the fake backend saved. */
export async function reloadScheda(app: SchedaApp, route = SCHEDA_DEMO) {
  app.unmount()
  return openScheda(route)
}

/** The rows of the group shown, in order. */
export const righeMostrate = () =>
  Array.from(document.querySelectorAll('[role="tabpanel"] [role="listitem"]')) as HTMLElement[]

/** The exercises of the group shown, in order. */
export const eserciziShown = () =>
  righeMostrate().map((el) => el.getAttribute('aria-label')?.replace(/^\d+\. /, ''))

/** A group's tab, by its label ("Gruppo A", "Stretching"). */
export function tab(label: string): HTMLElement {
  const found = Array.from(document.querySelectorAll('[role="tab"]')).find((el) =>
    (el.textContent ?? '').startsWith(`${label} `),
  )
  if (!found) throw new Error(`No tab ${label}`)
  return found as HTMLElement
}

/** A typed field of row `n` of the group shown ("Carico", 2). */
export const field = (campo: string, n: number) =>
  screen.getByLabelText(new RegExp(`^${campo}, esercizio ${n}:`)) as HTMLInputElement

/** The builder's saving status (a label query: role queries crawl this big page). */
export const saveStatus = () => screen.getByLabelText('Stato del salvataggio')

/** Every edit made so far is saved. */
export const saved = () =>
  waitFor(() => expect(saveStatus()).toHaveTextContent('Tutte le modifiche sono salvate'))
