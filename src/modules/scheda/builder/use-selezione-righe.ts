import { useCallback, useMemo, useRef, useState } from 'react'

export const NESSUNA_SELEZIONE: ReadonlySet<number> = new Set()

/**
 * The selection after a row's control is used (`chiave`, the row's key): with Shift, every row from
 * the last one used (`ancora`, null: none) to this one is added; without, the row is added or
 * taken away. `ordine` is the rows' keys in the group's order.
 */
export function selezioneDopo(
  selezione: ReadonlySet<number>,
  ordine: readonly number[],
  ancora: number | null,
  chiave: number,
  shift: boolean,
): Set<number> {
  const next = new Set(selezione)
  const from = ancora === null ? -1 : ordine.indexOf(ancora)
  const to = ordine.indexOf(chiave)
  if (shift && from >= 0 && to >= 0) {
    const [a, b] = from < to ? [from, to] : [to, from]
    for (let i = a; i <= b; i += 1) next.add(ordine[i]!)
  } else if (next.has(chiave)) {
    next.delete(chiave)
  } else {
    next.add(chiave)
  }
  return next
}

/**
 * The rows selected in the shown group, by key (`chiavi`: the group's row keys, in order): another
 * group shown selects none, and rows gone (deleted, moved away) leave the selection.
 */
export function useSelezioneRighe(gruppoId: number | null, chiavi: readonly number[]) {
  const [selezione, setSelezione] = useState<{
    gruppo: number | null
    chiavi: ReadonlySet<number>
  }>({ gruppo: null, chiavi: NESSUNA_SELEZIONE })
  const ancora = useRef<number | null>(null)
  const chiaviRef = useRef(chiavi)
  chiaviRef.current = chiavi
  const scelte = selezione.gruppo === gruppoId ? selezione.chiavi : NESSUNA_SELEZIONE
  const presenti = useMemo(() => {
    const set = new Set(chiavi)
    const kept = [...scelte].filter((k) => set.has(k))
    return kept.length === scelte.size ? scelte : new Set(kept)
  }, [chiavi, scelte])

  /** The whole selection set at once (all, none). */
  const onSelezione = useCallback(
    (next: ReadonlySet<number>) => {
      setSelezione({ gruppo: gruppoId, chiavi: next })
      if (next.size === 0) ancora.current = null
    },
    [gruppoId],
  )
  /** A row's selection control used: with Shift, from the last one used to this one. */
  const onSeleziona = useCallback(
    (key: number, shift: boolean) => {
      setSelezione((prev) => {
        const current = prev.gruppo === gruppoId ? prev.chiavi : NESSUNA_SELEZIONE
        const next = selezioneDopo(current, chiaviRef.current, ancora.current, key, shift)
        if (!shift) ancora.current = key
        return { gruppo: gruppoId, chiavi: next }
      })
    },
    [gruppoId],
  )

  return { presenti, onSelezione, onSeleziona }
}
