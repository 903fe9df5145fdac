import { memo, useMemo } from 'react'
import { shallowEqual } from 'react-redux'
import { createSelector } from '@reduxjs/toolkit'
import { useAppSelector } from '@/app/hooks'
import { it } from '@/i18n/it'
import { MappaVolume } from '../analisi/MappaVolume'
import { PannelloVolume } from '../analisi/PannelloVolume'
import type { GruppoSerie } from '../analisi/volume'
import type { SchedaBuilderState } from './builder-slice'
import type { Gruppo } from './tree'
import { leggiCampo } from './valori'

/** The sets typed in the builder and not saved yet, by row id (only the serie field). */
const selectSerieDigitate = createSelector(
  [(s: { schedaBuilder: SchedaBuilderState }) => s.schedaBuilder.testi],
  (testi) => {
    const out: Record<number, string> = {}
    for (const [id, campi] of Object.entries(testi)) {
      if (campi.serie !== undefined) out[Number(id)] = campi.serie
    }
    return out
  },
)

/**
 * The groups as the builder shows them, with the sets a trainer has typed and not saved yet: a
 * text that reads as sets counts as typed (empty: no sets), one that does not (the row says why)
 * leaves the saved value.
 */
export function gruppiCorrenti(
  gruppi: readonly Gruppo[],
  serieDigitate: Readonly<Record<number, string>>,
): GruppoSerie[] {
  return gruppi.map((g) => ({
    dettagli: g.dettagli.map((d) => {
      const testo = serieDigitate[d.id]
      if (testo === undefined) return d
      const letto = leggiCampo('serie', testo)
      return letto.ok ? { esercizio: d.esercizio, serie: letto.value as number | null } : d
    }),
  }))
}

/** The map of what the builder shows now; mounted only while its panel is open. */
function VolumeCorrente({ gruppi }: { gruppi: readonly Gruppo[] }) {
  // Only a change to a typed serie draws the map again (not the notes, loads or rests typed).
  const serieDigitate = useAppSelector(selectSerieDigitate, shallowEqual)
  const correnti = useMemo(() => gruppiCorrenti(gruppi, serieDigitate), [gruppi, serieDigitate])
  return <MappaVolume gruppi={correnti} />
}

/**
 * The builder's "Volume muscolare" button and side panel, put in the builder's side column
 * (`slot`) in place of the construction panel while open.
 */
export const VolumeBuilder = memo(function VolumeBuilder({
  gruppi,
  slot,
  onOpenChange,
}: {
  gruppi: readonly Gruppo[]
  slot: HTMLElement | null
  onOpenChange: (open: boolean) => void
}) {
  return (
    <PannelloVolume titolo={it.volume.titoloScheda} slot={slot} onOpenChange={onOpenChange}>
      <VolumeCorrente gruppi={gruppi} />
    </PannelloVolume>
  )
})
