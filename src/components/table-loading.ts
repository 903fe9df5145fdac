import type { SpinProps } from 'antd'

/**
 * The `loading` of every antd Table. antd wraps each table in a Spin whose wrapper is a polite live
 * region, so a screen reader would read the whole table out at every page, sort or new row; the
 * table keeps aria-busy while it loads, and says nothing by itself. (The page overlay does the
 * same, src/app/layout/AppLayout.tsx.)
 */
export const tableLoading = (spinning = false): SpinProps => (spinning ? LOADING : IDLE)

// Two fixed objects: a new one at every render would give the table a changed prop each time
// (the windowed lists render at every scroll).
const IDLE = { spinning: false, 'aria-live': 'off' } as SpinProps
const LOADING = { spinning: true, 'aria-live': 'off' } as SpinProps
