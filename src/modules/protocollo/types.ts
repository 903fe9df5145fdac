import type { ItemOf } from '@/api/crud'

export type Protocollo = ItemOf<'protocollo'>
