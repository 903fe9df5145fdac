import type { ItemOf } from '@/api/crud'

/** A folder of exercises (cartella), as its get and list calls answer it. */
export type Cartella = ItemOf<'cartella'>
