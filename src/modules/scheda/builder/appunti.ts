import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { sliceLoaded } from '@/api/lazy-slices'
import { formatDurata } from '@/components/format-number'
import { it } from '@/i18n/it'
import type { RigaCompleta } from './storia'
import type { MetodologiaRef } from './tree'
import { caricoConUnita } from './valori'

/** A row copied: everything but its id and the pathology warnings dismissed for its client. */
export type RigaCopiata = Omit<RigaCompleta, 'id' | 'ignorate'>

/**
 * The builder's clipboard: rows, or a whole group, copied from a sheet to be pasted into another
 * group of it or into another sheet. It lives in the app (not persisted; a logout empties it);
 * copying also puts the rows as plain text on the system clipboard (`testoAppunti`).
 */
export interface AppuntiState {
  righe: RigaCopiata[]
  /** The group copied whole (its name and base methodology), or null for some rows. */
  gruppo: { nome: string; metodologiaBase: MetodologiaRef | null } | null
}

const initialState: AppuntiState = { righe: [], gruppo: null }

export const appuntiSlice = createSlice({
  name: 'builderAppunti',
  initialState,
  reducers: {
    copiati(_state, action: PayloadAction<AppuntiState>) {
      return action.payload
    },
  },
})
// In every store from now on (loaded with the builder, not with the app: api/lazy-slices.ts).
sliceLoaded(appuntiSlice)

export const { copiati } = appuntiSlice.actions

const t = it.scheda.appunti

/**
 * The rows as a trainer would write them in a message:
 *   Gruppo A
 *   1. Panca piana · SF-01 · 3 × 10 · recupero 1:30 · 22,5 kg · Scendere lenti
 */
export function testoAppunti(titolo: string, righe: readonly RigaCopiata[]): string {
  const lines = righe.map((r, i) => {
    const v = r.valori
    const parts = [`${i + 1}. ${r.esercizio.nomenclatura}`]
    if (r.metodologia?.codice) parts.push(r.metodologia.codice)
    if (v.serie != null || v.ripetizioni) {
      parts.push([v.serie ?? '', v.ripetizioni ?? ''].filter((x) => x !== '').join(' × '))
    }
    if (v.recupero != null) parts.push(t.recupero(formatDurata(v.recupero)))
    if (v.carico != null) parts.push(caricoConUnita(v))
    if (v.note) parts.push(v.note)
    return parts.join(' · ')
  })
  return [titolo, ...lines].join('\n')
}
