import { Button, Flex, Select, Tag, Typography } from 'antd'
import { CloseOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'
import { addMaster, hasMaster, removeMaster, type MasterRef } from './masters'
import { filtraOpzione } from '@/components/ricerca'

const t = it.istruttore.master

export interface MastersFieldProps {
  /** The instructor's masters (antd Form.Item passes value, onChange and id). */
  value?: MasterRef[]
  onChange?: (masters: MasterRef[]) => void
  /** The id of the "add" select, so the Form.Item label names it. */
  id?: string
  /** Every master of the reference list /api/master/. */
  options: readonly MasterRef[]
  loading?: boolean
}

/**
 * The masters of an instructor: tags with a remove button each, and a select that adds a master by
 * id (one already present is not added twice; the select empties after each choice).
 */
export function MastersField({ value = [], onChange, id, options, loading }: MastersFieldProps) {
  return (
    <Flex vertical gap={8}>
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t.nessuno}</Typography.Text>
      ) : (
        <Flex
          component="ul"
          gap={8}
          wrap
          aria-label={t.elenco}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {value.map((master) => {
            const nome = master.nome ?? String(master.id)
            return (
              <li key={master.id}>
                <Tag style={{ marginInlineEnd: 0, paddingInlineEnd: 0 }}>
                  <Flex align="center" gap={2}>
                    {nome}
                    <Button
                      type="text"
                      size="small"
                      icon={<CloseOutlined aria-hidden />}
                      aria-label={t.rimuovi(nome)}
                      title={t.rimuovi(nome)}
                      onClick={() => onChange?.(removeMaster(value, master.id))}
                    />
                  </Flex>
                </Tag>
              </li>
            )
          })}
        </Flex>
      )}
      <Select<number>
        id={id}
        value={null}
        showSearch={{ filterOption: filtraOpzione }}
        placeholder={t.aggiungi}
        loading={loading}
        options={options.map((master) => ({
          value: master.id,
          label: master.nome ?? String(master.id),
          disabled: hasMaster(value, master.id),
        }))}
        onChange={(masterId) => {
          const master = options.find((m) => m.id === masterId)
          if (master) onChange?.(addMaster(value, { id: master.id, nome: master.nome }))
        }}
        style={{ maxWidth: 360 }}
      />
    </Flex>
  )
}
