import { useCallback, useState } from 'react'
import { Flex, Result, Skeleton } from 'antd'
import { ArrowLeftOutlined } from '@ant-design/icons'
import { Link, useParams } from 'react-router-dom'
import { errorStatus } from '@/api/errors'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import { useSchedaGetQuery } from './api'
import { CostruzionePanel } from './CostruzionePanel'
import { GruppiSection } from './GruppiSection'
import { PANEL_SIZE_DEFAULT } from './panel-size'
import { SchedaDialogs, type SchedaDialog } from './SchedaDialogs'
import { SchedaHeader } from './SchedaHeader'
import type { Gruppo } from './types'

const t = it.scheda

/**
 * scheda-id: the sheet's header and actions, its groups and their exercises, and the construction
 * panel that adds exercises to the current group. Edited exercise fields keep the page "unsaved".
 */
export default function SchedaDetailPage() {
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const { data: scheda, error, isLoading } = useSchedaGetQuery(id, { skip: !valid })
  const [dialog, setDialog] = useState<SchedaDialog | null>(null)
  const [gruppo, setGruppo] = useState<Gruppo | null>(null)
  const [panelWidth, setPanelWidth] = useState(PANEL_SIZE_DEFAULT)
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<number>>(new Set())
  useUnsavedChanges(dirtyIds.size > 0)

  const onDirtyChange = useCallback((dettaglioId: number, dirty: boolean) => {
    setDirtyIds((current) => {
      if (current.has(dettaglioId) === dirty) return current
      const next = new Set(current)
      if (dirty) next.add(dettaglioId)
      else next.delete(dettaglioId)
      return next
    })
  }, [])

  if (!valid || errorStatus(error) === 404) {
    return (
      <Result
        status="404"
        title={t.nonTrovata}
        subTitle={t.nonTrovataTesto}
        extra={<Link to="/librerie/schede">{t.indietro}</Link>}
      />
    )
  }
  if (isLoading || !scheda) return <Skeleton active />

  return (
    <Flex vertical gap={16}>
      <Link to="/librerie/schede">
        <ArrowLeftOutlined aria-hidden /> {t.indietro}
      </Link>
      <SchedaHeader scheda={scheda} onDialog={setDialog} />
      <Flex gap={16} align="start">
        <div style={{ flex: 1, minWidth: 0 }}>
          <GruppiSection
            schedaId={scheda.id}
            onSelected={setGruppo}
            onDirtyChange={onDirtyChange}
          />
        </div>
        <CostruzionePanel gruppo={gruppo} width={panelWidth} onWidthChange={setPanelWidth} />
      </Flex>
      <SchedaDialogs scheda={scheda} dialog={dialog} onClose={() => setDialog(null)} />
    </Flex>
  )
}
