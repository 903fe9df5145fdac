import type { RowOf } from '@/api/crud'
import type { OpResult } from '@/api/contract'

export type Cartella = RowOf<'cartella'>
export type Protocollo = RowOf<'protocollo'>
export type Modello = OpResult<'libreria_list'>['data'][number]
