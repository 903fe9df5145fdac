import { useEffect, useReducer, useState } from 'react'
import { Button, Card, Empty, Spin, Tabs } from 'antd'
import { PlusOutlined, RollbackOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'
import { useGruppiBySchedaQuery } from '@/modules/schedagruppo/api'
import { AggiungiGruppoDialog } from './AggiungiGruppoDialog'
import { gruppoSelectionReducer, initialGruppoSelection, isStretching } from './gruppo-selection'
import { GruppoView } from './GruppoView'
import type { Gruppo } from './types'

const t = it.scheda

export interface GruppiSectionProps {
  schedaId: number
  onSelected: (gruppo: Gruppo | null) => void
  onDirtyChange: (id: number, dirty: boolean) => void
}

/**
 * The groups of a sheet as tabs (A, B, C..., Stretching) with "Aggiungi gruppo". Switching to
 * Stretching remembers the group shown before; "Torna al gruppo X" restores it.
 */
export function GruppiSection({ schedaId, onSelected, onDirtyChange }: GruppiSectionProps) {
  const { data, isLoading } = useGruppiBySchedaQuery({ schedaId })
  const gruppi = data?.data ?? []
  const [selection, dispatch] = useReducer(gruppoSelectionReducer, initialGruppoSelection)
  const [adding, setAdding] = useState(false)

  const idsKey = gruppi.map((g) => `${g.id}:${g.nome}`).join(',')
  useEffect(() => {
    dispatch({ type: 'sync', gruppi })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the groups change
  }, [idsKey])

  const selected = gruppi.find((g) => g.id === selection.selected) ?? null
  const previous = gruppi.find((g) => g.id === selection.previous) ?? null
  useEffect(() => {
    onSelected(selected)
  }, [selected, onSelected])

  if (isLoading) return <Spin />

  const addButton = (
    <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
      {t.aggiungiGruppo}
    </Button>
  )

  return (
    <Card size="small" title={t.gruppi} extra={addButton}>
      {gruppi.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessunGruppo} />
      ) : (
        <Tabs
          activeKey={selection.selected === null ? undefined : String(selection.selected)}
          onChange={(key) => {
            const gruppo = gruppi.find((g) => String(g.id) === key)
            if (gruppo) dispatch({ type: 'select', gruppo })
          }}
          tabBarExtraContent={
            selected && isStretching(selected) && previous ? (
              <Button icon={<RollbackOutlined />} onClick={() => dispatch({ type: 'back' })}>
                {t.tornaAlGruppo(previous.nome)}
              </Button>
            ) : undefined
          }
          items={gruppi.map((gruppo) => ({
            key: String(gruppo.id),
            label: isStretching(gruppo) ? gruppo.nome : t.gruppoLettera(gruppo.nome),
            children: <GruppoView gruppo={gruppo} onDirtyChange={onDirtyChange} />,
          }))}
        />
      )}
      <AggiungiGruppoDialog
        open={adding}
        schedaId={schedaId}
        gruppi={gruppi}
        onClose={() => setAdding(false)}
        onAdded={(gruppo) => dispatch({ type: 'select', gruppo })}
      />
    </Card>
  )
}
