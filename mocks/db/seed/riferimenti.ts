/** Step 1: the reference lists every tenant shares (global rows: tenantId null). */
import { riferimenti } from '@/api/resources'
import { nextId } from '../schema'
import * as D from '../data'
import { ref, type Ref, type Seed } from './context'

export function seedRiferimenti(s: Seed): void {
  for (const key of riferimenti) {
    const byName = new Map<string, Ref>()
    for (const nome of D.REFERENCE_LISTS[key]) {
      const row = { id: nextId(s.db, key), nome, tenantId: null }
      s.db[key].push(row)
      byName.set(nome, ref(row))
    }
    s.refs.set(key, byName)
  }
}
