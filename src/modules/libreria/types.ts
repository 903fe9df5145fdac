import type { OpResult } from '@/api/contract'

export type Modello = OpResult<'libreria_list'>['data'][number]
