/**
 * The pathology analysis of a client's sheet for the builder: the client's pathologies and the
 * catalogue's exercises that conflict with them (see patologie.ts for what a conflict is). A sheet
 * without a client (a library template), or a client without pathologies, has none and asks for
 * no catalogue.
 */
import { useMemo } from 'react'
import { useClienteGetQuery } from '@/modules/cliente/api'
import { useCatalogoEsercizi, type Esercizio } from '@/modules/esercizio/api'
import { conflittiCatalogo, patologieDi, type Conflitto, type Patologia } from './patologie'

export interface AnalisiPatologie {
  patologie: readonly Patologia[]
  /** Exercise id -> its conflicts with the client's pathologies (only exercises that have). */
  conflitti: ReadonlyMap<number, readonly Conflitto[]>
  /** The whole catalogue, where the alternatives come from, and its exercises by id. */
  catalogo: readonly Esercizio[]
  perId: ReadonlyMap<number, Esercizio>
}

/** null while there is nothing to warn about (no client, no pathologies, data not in yet). */
export function usePatologieScheda(clienteId: number | null | undefined): AnalisiPatologie | null {
  const cliente = useClienteGetQuery(clienteId ?? 0, { skip: !clienteId })
  const patologie = useMemo(
    () => (clienteId ? patologieDi(cliente.data) : []),
    [clienteId, cliente.data],
  )
  const catalogo = useCatalogoEsercizi({ skip: patologie.length === 0 })
  const { esercizi, perId } = catalogo
  return useMemo(() => {
    if (patologie.length === 0 || esercizi.length === 0) return null
    const conflitti = conflittiCatalogo(esercizi, patologie)
    return { patologie, conflitti, catalogo: esercizi, perId }
  }, [patologie, esercizi, perId])
}
