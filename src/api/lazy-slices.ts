/**
 * Slices that come with the code that uses them, as the API does (api-loaded.ts): the sheet
 * builder's edits and clipboard are loaded with the builder, so /login's first load carries none of
 * their code (nor the Italian texts it needs). A slice announces itself when its module is
 * evaluated, before any component that reads it renders; each store (app/store.ts) then adds it.
 */
import type { Slice } from '@reduxjs/toolkit'

const loaded: Slice[] = []
const listeners = new Set<(slice: Slice) => void>()

/** A slice's module, once: the slice exists. */
export function sliceLoaded(slice: Slice): void {
  loaded.push(slice)
  for (const listener of listeners) listener(slice)
}

/** Runs `listener` with every slice loaded: at once for those already loaded, then as they come. */
export function whenSliceLoaded(listener: (slice: Slice) => void): void {
  for (const slice of loaded) listener(slice)
  listeners.add(listener)
}
