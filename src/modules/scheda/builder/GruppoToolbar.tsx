import { useState } from 'react'
import { Button, Flex, Typography } from 'antd'
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ClearOutlined,
  DeleteOutlined,
  EditOutlined,
} from '@ant-design/icons'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import { erroreNomeGruppo, etichettaGruppo } from '../gruppo-selection'
import { MetodologiaPicker } from './MetodologiaPicker'
import type { Gruppo } from './tree'
import type { BuilderActions } from './use-builder'

const t = it.scheda

export interface GruppoToolbarProps {
  gruppo: Gruppo
  gruppi: readonly Gruppo[]
  actions: BuilderActions
}

/**
 * The shown group's own settings and actions: its base methodology (given to the exercises added
 * to it, with the values of its cycles), rename, move before/after, empty, delete.
 */
export function GruppoToolbar({ gruppo, gruppi, actions }: GruppoToolbarProps) {
  const confirm = useConfirm()
  const [renaming, setRenaming] = useState(false)
  const label = etichettaGruppo(gruppo.nome)
  const index = gruppi.findIndex((g) => g.id === gruppo.id)

  const svuota = async () => {
    const ok = await confirm({
      title: t.confermaSvuota(gruppo.nome),
      content: t.confermaSvuotaTesto,
      okText: t.svuotaOk,
      danger: true,
    })
    if (ok) actions.svuotaGruppo(gruppo.id)
  }

  const elimina = async () => {
    const ok = await confirm({
      title: t.confermaEliminaGruppo(gruppo.nome),
      okText: it.lista.elimina,
      danger: true,
    })
    if (ok) actions.eliminaGruppo(gruppo.id)
  }

  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Flex align="center" gap={8} style={{ minWidth: 320 }}>
        <Typography.Text type="secondary">{t.metodologiaBase}</Typography.Text>
        <MetodologiaPicker
          value={gruppo.metodologiaBase}
          label={t.metodologiaBaseDi(label)}
          width={260}
          onChange={(m) =>
            actions.baseGruppo(
              gruppo.id,
              m && { id: m.id, codice: m.codice, descrizione: m.descrizione },
            )
          }
        />
      </Flex>
      <Flex gap={4} wrap>
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setRenaming(true)}>
          {t.rinominaGruppo}
        </Button>
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label={t.spostaGruppoPrima}
          title={t.spostaGruppoPrima}
          disabled={index <= 0}
          onClick={() => actions.spostaGruppo(gruppo.id, index - 1)}
        />
        <Button
          icon={<ArrowRightOutlined aria-hidden />}
          aria-label={t.spostaGruppoDopo}
          title={t.spostaGruppoDopo}
          disabled={index < 0 || index >= gruppi.length - 1}
          onClick={() => actions.spostaGruppo(gruppo.id, index + 1)}
        />
        <Button
          icon={<ClearOutlined aria-hidden />}
          disabled={gruppo.dettagli.length === 0}
          onClick={() => void svuota()}
        >
          {t.svuota}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void elimina()}>
          {t.eliminaGruppo}
        </Button>
      </Flex>
      <RenameDialog
        open={renaming}
        title={t.rinominaGruppoTitolo(label)}
        initialName={gruppo.nome}
        validate={(nome) => erroreNomeGruppo(nome, gruppi, gruppo.id)}
        onSubmit={(nome) => actions.rinominaGruppo(gruppo.id, nome)}
        onClose={() => setRenaming(false)}
      />
    </Flex>
  )
}
