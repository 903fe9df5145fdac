import { useState } from 'react'
import { Button, Dropdown, Flex, Typography } from 'antd'
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ClearOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownOutlined,
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
 * to it, with the values of its cycles), copy and paste, and in a menu: rename, move
 * before/after, empty, delete. Emptying and deleting apply at once, with "Annulla" on their toast (and Ctrl+Z).
 */
export function GruppoToolbar({ gruppo, gruppi, actions, onIncolla }: GruppoToolbarProps) {
  const [renaming, setRenaming] = useState(false)
  const copiate = useAppSelector((s) => s.builderAppunti.righe.length)
  const label = etichettaGruppo(gruppo.nome)
  const index = gruppi.findIndex((g) => g.id === gruppo.id)
  const annulla = { label: it.comune.annulla, run: () => actions.annulla() }

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

  const altre = [
    { key: 'rinomina', label: t.rinominaGruppo, icon: <EditOutlined aria-hidden /> },
    {
      key: 'prima',
      label: t.spostaGruppoPrima,
      icon: <ArrowLeftOutlined aria-hidden />,
      disabled: index <= 0,
    },
    {
      key: 'dopo',
      label: t.spostaGruppoDopo,
      icon: <ArrowRightOutlined aria-hidden />,
      disabled: index < 0 || index >= gruppi.length - 1,
    },
    {
      key: 'svuota',
      label: t.svuota,
      icon: <ClearOutlined aria-hidden />,
      disabled: gruppo.dettagli.length === 0,
    },
    { key: 'elimina', label: t.eliminaGruppo, icon: <DeleteOutlined aria-hidden />, danger: true },
  ]
  const onAltra = (key: string) => {
    if (key === 'rinomina') setRenaming(true)
    else if (key === 'prima') actions.spostaGruppo(gruppo.id, index - 1)
    else if (key === 'dopo') actions.spostaGruppo(gruppo.id, index + 1)
    else if (key === 'svuota') svuota()
    else if (key === 'elimina') elimina()
  }

  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
      <Flex align="center" gap={8}>
        <Typography.Text type="secondary">{t.metodologiaBase}</Typography.Text>
        <MetodologiaPicker
          value={gruppo.metodologiaBase}
          label={t.metodologiaBaseDi(label)}
          width={240}
          onChange={(m) =>
            actions.baseGruppo(
              gruppo.id,
              m && { id: m.id, codice: m.codice, descrizione: m.descrizione },
            )
          }
        />
      </Flex>
      <Flex gap={4} wrap>
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
        <Dropdown trigger={['click']} menu={{ items: altre, onClick: ({ key }) => onAltra(key) }}>
          <Button
            icon={<DownOutlined aria-hidden />}
            iconPlacement="end"
            aria-label={t.altreAzioniGruppo(label)}
          >
            {it.comune.gruppo}
          </Button>
        </Dropdown>
      </Flex>
      <RenameDialog
        open={renaming}
        title={it.comune.rinominaDi(label)}
        initialName={gruppo.nome}
        validate={(nome) => erroreNomeGruppo(nome, gruppi, gruppo.id)}
        onSubmit={(nome) => actions.rinominaGruppo(gruppo.id, nome)}
        onClose={() => setRenaming(false)}
      />
    </Flex>
  )
}
