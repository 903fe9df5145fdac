import { Button, Flex, Tag, Typography } from 'antd'
import { ClearOutlined, CloseOutlined, DeleteOutlined } from '@ant-design/icons'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import {
  useClearDettaglioMutation,
  useRemoveMetodologiaBaseMutation,
  useSchedagruppoRemoveMutation,
} from '@/modules/schedagruppo/api'
import { DettagliList } from './DettagliList'
import type { Gruppo } from './types'

const t = it.scheda

export interface GruppoViewProps {
  gruppo: Gruppo
  onDirtyChange: (id: number, dirty: boolean) => void
}

/** One group: its base methodology (removable), "Svuota gruppo", "Elimina gruppo", its exercises. */
export function GruppoView({ gruppo, onDirtyChange }: GruppoViewProps) {
  const confirm = useConfirm()
  const [removeBase] = useRemoveMetodologiaBaseMutation()
  const [clear] = useClearDettaglioMutation()
  const [remove] = useSchedagruppoRemoveMutation()
  const base = gruppo.metodologiaBase

  const svuota = async () => {
    const ok = await confirm({
      title: t.confermaSvuota(gruppo.nome),
      content: t.confermaSvuotaTesto,
      okText: t.svuotaOk,
      danger: true,
    })
    if (ok)
      await clear(gruppo.id)
        .unwrap()
        .catch(() => undefined)
  }

  const elimina = async () => {
    const ok = await confirm({
      title: t.confermaEliminaGruppo(gruppo.nome),
      okText: it.lista.elimina,
      danger: true,
    })
    if (ok)
      await remove(gruppo.id)
        .unwrap()
        .catch(() => undefined)
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">{t.metodologiaBase}:</Typography.Text>
          {base ? (
            <Flex align="center">
              <Tag color="geekblue" style={{ marginInlineEnd: 0 }}>
                {[base.codice, base.descrizione].filter(Boolean).join(' ')}
              </Tag>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t.rimuoviMetodologiaBase}
                onClick={() =>
                  void removeBase(gruppo.id)
                    .unwrap()
                    .catch(() => undefined)
                }
              />
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t.nessunaMetodologiaBase}</Typography.Text>
          )}
        </Flex>
        <Flex gap={8}>
          <Button icon={<ClearOutlined />} onClick={() => void svuota()}>
            {t.svuota}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => void elimina()}>
            {t.eliminaGruppo}
          </Button>
        </Flex>
      </Flex>
      <DettagliList gruppo={gruppo} onDirtyChange={onDirtyChange} />
    </Flex>
  )
}
