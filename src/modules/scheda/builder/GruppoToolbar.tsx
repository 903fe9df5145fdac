import { useState } from 'react'
import { Button, Flex, Typography } from 'antd'
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ClearOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  SnippetsOutlined,
} from '@ant-design/icons'
import { useAppSelector } from '@/app/hooks'
import { notify } from '@/components/feedback'
import { RenameDialog } from '@/features/forms/RenameDialog'
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
  /** Pastes the rows copied into the group (as Ctrl+V does). */
  onIncolla: () => void
}

/**
 * The shown group's own settings and actions: its base methodology (given to the exercises added
 * to it, with the values of its cycles), rename, move before/after, copy and paste, empty,
 * delete. Emptying and deleting apply at once, with "Annulla" on their toast (and Ctrl+Z).
 */
export function GruppoToolbar({ gruppo, gruppi, actions, onIncolla }: GruppoToolbarProps) {
  const [renaming, setRenaming] = useState(false)
  const copiate = useAppSelector((s) => s.builderAppunti.righe.length)
  const label = etichettaGruppo(gruppo.nome)
  const index = gruppi.findIndex((g) => g.id === gruppo.id)
  const annulla = { label: t.storia.annulla, run: () => actions.annulla() }

  const svuota = () => {
    actions.svuotaGruppo(gruppo.id)
    notify.info(t.fatto.gruppoSvuotato(label), annulla)
  }

  const elimina = () => {
    actions.eliminaGruppo(gruppo.id)
    notify.info(t.fatto.gruppoEliminato(label), annulla)
  }

  const copia = () => {
    const n = actions.copia(
      gruppo.dettagli.map((d) => d.id),
      true,
    )
    notify.info(t.fatto.copiati(n))
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
          icon={<CopyOutlined aria-hidden />}
          disabled={gruppo.dettagli.length === 0}
          onClick={copia}
        >
          {t.appunti.copiaGruppo}
        </Button>
        <Button
          icon={<SnippetsOutlined aria-hidden />}
          disabled={copiate === 0}
          title={copiate === 0 ? t.appunti.incollaVuoto : t.appunti.incollaAiuto(copiate, label)}
          aria-keyshortcuts="Control+V"
          onClick={onIncolla}
        >
          {t.appunti.incolla(copiate)}
        </Button>
        <Button
          icon={<ClearOutlined aria-hidden />}
          disabled={gruppo.dettagli.length === 0}
          onClick={svuota}
        >
          {t.svuota}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={elimina}>
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
