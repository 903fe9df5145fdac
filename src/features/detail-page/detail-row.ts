import { createContext } from 'react'

/**
 * Given by DetailPage to the page of a loaded row: reads the row again from the server (resolves
 * with it, rejects when it cannot be read). useDetailForm calls it before a save, to catch a
 * change saved elsewhere since the row was loaded. Absent for a new row.
 */
export const DetailRowContext = createContext<(() => Promise<unknown>) | null>(null)
