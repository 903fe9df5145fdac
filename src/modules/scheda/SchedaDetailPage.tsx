import { useCallback, useState } from 'react'
import { Flex } from 'antd'
import { Link } from 'react-router-dom'
import { DetailPage } from '@/features/detail-page/DetailPage'
import { useDetailId } from '@/features/detail-page/use-detail-id'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useSchedaSlimGetQuery } from './api'
import { SchedaBuilder } from './builder/SchedaBuilder'
import { useQuandoSalvato } from './builder/use-builder'
import { SchedaDialogs, type SchedaDialog } from './SchedaDialogs'
import { SchedaHeader } from './SchedaHeader'
import NuovaSchedaPage from './NuovaSchedaPage'

const t = it.scheda

/**
 * scheda-id: the sheet's header and actions, and the builder (its groups, their exercises, the
 * construction panel). Edits are saved as they are made; while one is not saved yet, leaving the
 * page asks first.
 */
export default function SchedaDetailPage() {
  const { isNew, id, valid } = useDetailId('nuova')
  if (isNew) return <NuovaSchedaPage />
  return <SchedaEditor id={id} valid={valid} />
}

function SchedaEditor({ id, valid }: { id: number; valid: boolean }) {
  const query = useSchedaSlimGetQuery(id, { skip: !valid })
  const quandoSalvato = useQuandoSalvato()
  const [dialog, setDialog] = useState<SchedaDialog | null>(null)
  const closeDialog = useCallback(() => setDialog(null), [])

  return (
    <DetailPage
      invalid={!valid}
      query={query}
      notFound={{ title: it.comune.nonTrovato, text: t.nonTrovataTesto }}
      back={<Link to={href('scheda-list')}>{t.indietro}</Link>}
    >
      {(scheda) => (
        <Flex vertical gap={16}>
          <SchedaHeader scheda={scheda} onDialog={setDialog} quandoSalvato={quandoSalvato} />
          <SchedaBuilder schedaId={id} clienteId={scheda.cliente?.id ?? null} />
          <SchedaDialogs scheda={scheda} dialog={dialog} onClose={closeDialog} />
        </Flex>
      )}
    </DetailPage>
  )
}
