import { useEffect, useId, useState } from 'react'
import { Button, Card, Flex, Input, InputNumber, Tag, Tooltip, Typography } from 'antd'
import type { DraggableProvided } from '@hello-pangea/dnd'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CloseOutlined,
  DeleteOutlined,
  HolderOutlined,
  SaveOutlined,
} from '@ant-design/icons'
import { it } from '@/i18n/it'
import type { Dettaglio, DettaglioCampi } from './types'

const t = it.scheda
const f = t.dettaglio

export const campiOf = (d: Dettaglio): DettaglioCampi => ({
  serie: d.serie ?? null,
  ripetizioni: d.ripetizioni ?? null,
  recupero: d.recupero ?? null,
  carico: d.carico ?? null,
  note: d.note ?? null,
})

const sameCampi = (a: DettaglioCampi, b: DettaglioCampi): boolean =>
  (Object.keys(a) as (keyof DettaglioCampi)[]).every((k) => (a[k] ?? null) === (b[k] ?? null))

export interface DettaglioRowProps {
  dettaglio: Dettaglio
  index: number
  count: number
  provided: DraggableProvided
  onMove: (from: number, to: number) => void
  onDelete: (index: number) => void
  onRemoveMetodologia: (metodologiaId: number) => void
  onSave: (dettaglio: Dettaglio, campi: DettaglioCampi) => Promise<void>
  onDirtyChange: (id: number, dirty: boolean) => void
}

/** One exercise of a group: fields editable (unsaved until "Salva"), move, delete. */
export function DettaglioRow({
  dettaglio,
  index,
  count,
  provided,
  onMove,
  onDelete,
  onRemoveMetodologia,
  onSave,
  onDirtyChange,
}: DettaglioRowProps) {
  const ids = useId()
  const saved = campiOf(dettaglio)
  const [draft, setDraft] = useState<DettaglioCampi>(saved)
  const [saving, setSaving] = useState(false)
  const dirty = !sameCampi(draft, saved)
  const nome = dettaglio.esercizio.nomenclatura
  const n = index + 1
  const metodologiaId = dettaglio.metodologia?.id ?? 0

  useEffect(() => {
    onDirtyChange(dettaglio.id, dirty)
  }, [dettaglio.id, dirty, onDirtyChange])
  useEffect(() => () => onDirtyChange(dettaglio.id, false), [dettaglio.id, onDirtyChange])

  const set = <K extends keyof DettaglioCampi>(key: K, value: DettaglioCampi[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))

  const save = async () => {
    setSaving(true)
    try {
      await onSave(dettaglio, draft)
    } finally {
      setSaving(false)
    }
  }

  const field = (
    key: keyof DettaglioCampi,
    label: string,
    control: React.ReactNode,
    width: number,
  ) => (
    <Flex vertical gap={2} style={{ width }}>
      <label htmlFor={`${ids}-${key}`}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {label}
        </Typography.Text>
      </label>
      {control}
    </Flex>
  )

  return (
    <div
      ref={provided.innerRef}
      {...provided.draggableProps}
      style={{ ...provided.draggableProps.style, marginBottom: 8 }}
    >
      <Card size="small" aria-label={`${n}. ${nome}`} role="group">
        <Flex gap={8} align="start">
          <Button
            type="text"
            icon={<HolderOutlined />}
            aria-label={t.trascina(nome)}
            {...provided.dragHandleProps}
          />
          <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{`${n}. ${nome}`}</Typography.Text>
              {dettaglio.metodologia && (
                <Flex align="center" gap={0}>
                  <Tag color="geekblue" style={{ marginInlineEnd: 0 }}>
                    {[dettaglio.metodologia.codice, dettaglio.metodologia.descrizione]
                      .filter(Boolean)
                      .join(' ')}
                  </Tag>
                  <Button
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    aria-label={t.rimuoviMetodologia(
                      dettaglio.metodologia.codice ?? String(dettaglio.metodologia.id),
                    )}
                    onClick={() => onRemoveMetodologia(metodologiaId)}
                  />
                </Flex>
              )}
              {dirty && <Tag color="orange">{f.modificato}</Tag>}
            </Flex>
            <Flex gap={8} wrap align="end">
              {field(
                'serie',
                f.serie,
                <InputNumber
                  id={`${ids}-serie`}
                  min={1}
                  max={100}
                  precision={0}
                  value={draft.serie}
                  onChange={(v) => set('serie', v ?? null)}
                  style={{ width: '100%' }}
                />,
                80,
              )}
              {field(
                'ripetizioni',
                f.ripetizioni,
                <Input
                  id={`${ids}-ripetizioni`}
                  maxLength={20}
                  value={draft.ripetizioni ?? ''}
                  onChange={(e) => set('ripetizioni', e.target.value || null)}
                />,
                110,
              )}
              {field(
                'recupero',
                f.recupero,
                <InputNumber
                  id={`${ids}-recupero`}
                  min={0}
                  precision={0}
                  value={draft.recupero}
                  onChange={(v) => set('recupero', v ?? null)}
                  style={{ width: '100%' }}
                />,
                100,
              )}
              {field(
                'carico',
                f.carico,
                <InputNumber
                  id={`${ids}-carico`}
                  min={0}
                  value={draft.carico}
                  onChange={(v) => set('carico', v ?? null)}
                  style={{ width: '100%' }}
                />,
                90,
              )}
              {field(
                'note',
                f.note,
                <Input
                  id={`${ids}-note`}
                  maxLength={500}
                  value={draft.note ?? ''}
                  onChange={(e) => set('note', e.target.value || null)}
                />,
                200,
              )}
              <Button
                type={dirty ? 'primary' : 'default'}
                icon={<SaveOutlined />}
                disabled={!dirty}
                loading={saving}
                aria-label={t.salvaDi(nome)}
                onClick={() => void save()}
              >
                {f.salva}
              </Button>
            </Flex>
          </Flex>
          <Flex gap={2}>
            <Tooltip title={t.suDi(nome)}>
              <Button
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t.suDi(nome)}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
              />
            </Tooltip>
            <Tooltip title={t.giuDi(nome)}>
              <Button
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t.giuDi(nome)}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
              />
            </Tooltip>
            <Tooltip title={it.lista.elimina}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t.eliminaDi(nome)}
                onClick={() => onDelete(index)}
              />
            </Tooltip>
          </Flex>
        </Flex>
      </Card>
    </div>
  )
}
