/**
 * The masters of an instructor (SPEC 4): added and removed by id; adding one already present
 * changes nothing. Pure functions shared by the form and the tests.
 */
import type { components } from '@/api/schema.gen'

export type MasterRef = components['schemas']['Ref']

export const hasMaster = (masters: readonly MasterRef[], id: number): boolean =>
  masters.some((master) => master.id === id)

/** The list with `master` at the end, or the same list when its id is already there. */
export const addMaster = (masters: readonly MasterRef[], master: MasterRef): MasterRef[] =>
  hasMaster(masters, master.id) ? [...masters] : [...masters, master]

/** The list without the master with this id. */
export const removeMaster = (masters: readonly MasterRef[], id: number): MasterRef[] =>
  masters.filter((master) => master.id !== id)
