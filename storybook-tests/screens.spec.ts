import { existsSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { menuOutline } from '../src/app/routes'

/**
 * axe-core runs once per screen: in the Storybook check (stories.spec.ts), on every story in both
 * themes. This keeps that true for the screens people reach from the menu (and the few the menu
 * does not list): each one has a story, and the check renders it dark and light (a story pinned to
 * one theme needs its twin in the other). A screen whose story is renamed or removed fails here,
 * not silently in the accessibility coverage.
 */

const INDEX = 'storybook-static/index.json'

/** Screen (as the user finds it) → the story title and the story names that show it. */
const SCREENS: Record<string, { title: string; dark: string; light: string }> = {
  'Dashboard (istruttore)': { title: 'Dashboard', dark: 'Istruttore', light: 'Istruttore Chiaro' },
  'Dashboard (amministratore)': {
    title: 'Dashboard',
    dark: 'Amministratore',
    light: 'Amministratore Chiaro',
  },
  'Clienti › Cerca': { title: 'Clienti/Elenco', dark: 'Scuro', light: 'Chiaro' },
  'Clienti › Nuovo': { title: 'Clienti/Dettaglio', dark: 'Nuovo Scuro', light: 'Nuovo Chiaro' },
  'Istruttori › Cerca': { title: 'Istruttori/Elenco', dark: 'Scuro', light: 'Chiaro' },
  'Istruttori › Nuovo': {
    title: 'Istruttori/Dettaglio',
    dark: 'Nuovo Scuro',
    light: 'Nuovo Chiaro',
  },
  Esercizi: { title: 'Esercizi/Elenco', dark: 'Scuro', light: 'Chiaro' },
  Metodologie: {
    title: 'Metodologie/Elenco',
    dark: 'Istruttore Scuro',
    light: 'Istruttore Chiaro',
  },
  'Metodologie (amministratore)': {
    title: 'Metodologie/Elenco',
    dark: 'Amministratore Scuro',
    light: 'Amministratore Chiaro',
  },
  'Tipi di metodologia': { title: 'Metodologie/Elenco', dark: 'Tipi Scuro', light: 'Tipi Chiaro' },
  'Nuova metodologia': {
    title: 'Metodologie/Dettaglio',
    dark: 'Nuova Scuro',
    light: 'Nuova Chiaro',
  },
  Librerie: { title: 'Librerie/Librerie', dark: 'Cartelle Scuro', light: 'Cartelle Chiaro' },
  Cartella: { title: 'Librerie/Cartella', dark: 'Scuro', light: 'Chiaro' },
  Preferenze: { title: 'Shell/Layout', dark: 'Preferenze', light: 'Preferenze Chiaro' },
  Tenants: { title: 'Tenants/Elenco', dark: 'Scuro', light: 'Chiaro' },
  'Reset User Password': { title: 'Utenti/Reset User Password', dark: 'Scuro', light: 'Chiaro' },
  'Analisi Dati': { title: 'Analisi Dati/Pagina', dark: 'Scuro', light: 'Chiaro' },
}

/**
 * The menu's entries, as SCREENS names them (`Clienti › Cerca`, `Esercizi`), from the route table:
 * a new menu entry without its screen here fails, instead of going without an axe check.
 */
test('every entry of the menu, for every role, is a screen of this list', () => {
  const entries = menuOutline(['ROLE_ISTRUTTORE', 'ROLE_ADMIN']).flatMap((entry) =>
    'children' in entry ? entry.children.map((c) => `${entry.label} › ${c.label}`) : [entry.label],
  )
  const screens = Object.keys(SCREENS)
  const missing = entries.filter(
    (entry) => !screens.some((screen) => screen === entry || screen.startsWith(`${entry} (`)),
  )
  expect(missing, 'menu entries with no screen in SCREENS').toEqual([])
})

test('every screen of the menu has a story in each theme (its axe check)', () => {
  expect(existsSync(INDEX), `${INDEX}: run \`npm run build-storybook\` first`).toBe(true)
  const entries = Object.values(
    (
      JSON.parse(readFileSync(INDEX, 'utf8')) as {
        entries: Record<string, { type: string; title: string; name: string }>
      }
    ).entries,
  ).filter((entry) => entry.type === 'story')
  const has = (title: string, name: string) =>
    entries.some((entry) => entry.title === title && entry.name === name)
  const missing = Object.entries(SCREENS).flatMap(([screen, { title, dark, light }]) =>
    [dark, light]
      .filter((name) => !has(title, name))
      .map((name) => `${screen}: ${title} / ${name}`),
  )
  expect(missing, 'screens without a story (and so without an axe check)').toEqual([])
})
