import type { components } from '@/api/schema.gen'

/** A methodology as every call answers it (get, list, search): the one shape of the name. */
export type Metodologia = components['schemas']['Metodologia']
