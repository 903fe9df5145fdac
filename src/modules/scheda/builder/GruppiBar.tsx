import { useRef, useState, type KeyboardEvent } from 'react'
import { Button, Dropdown, Flex, Space } from 'antd'
import { Droppable } from '@hello-pangea/dnd'
import { DownOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons'
import { useAppSelector } from '@/app/hooks'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { SCHEDA_GRUPPO_STRETCHING } from '@/config/constants'
import { it } from '@/i18n/it'
import {
  erroreNomeGruppo,
  etichettaGruppo,
  isStretching,
  nextLettera,
  posizioneNuovoGruppo,
} from '../gruppo-selection'
import { tabId } from './drag-ids'
import type { Gruppo } from './tree'

const t = it.scheda

export interface GruppiBarProps {
  gruppi: readonly Gruppo[]
  selectedId: number | null
  /** The group shown before switching to Stretching ("Torna al gruppo X"). */
  previous: Gruppo | null
  panelId: string
  onSelect: (gruppo: Gruppo) => void
  onBack: () => void
  /** Adds a group named `nome` at position `at`; answers its (temporary) id. */
  onAdd: (nome: string, at: number) => void
  /** Pastes the group copied (Copia gruppo) as a new group. */
  onIncollaGruppo: () => void
}

/**
 * Every group of the sheet as a tab, however many (they wrap onto more lines, none is hidden),
 * each with its number of exercises and a drop target for rows of other groups; "Aggiungi gruppo"
 * adds the next letter in one click, its menu adds Stretching (once), a group with any name, or
 * the group copied (from this sheet or another).
 */
export function GruppiBar({
  gruppi,
  selectedId,
  previous,
  panelId,
  onSelect,
  onBack,
  onAdd,
  onIncollaGruppo,
}: GruppiBarProps) {
  const copiato = useAppSelector((s) => s.builderAppunti.gruppo)
  const [naming, setNaming] = useState(false)
  const tabs = useRef<(HTMLElement | null)[]>([])
  const lettera = nextLettera(gruppi)
  const hasStretching = gruppi.some(isStretching)
  const selected = gruppi.find((g) => g.id === selectedId)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = gruppi.findIndex((g) => g.id === selectedId)
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -current, End: gruppi.length - 1 - current }[
      event.key
    ]
    if (step === undefined || current < 0 || gruppi.length === 0) return
    event.preventDefault()
    const next = (current + step + gruppi.length) % gruppi.length
    onSelect(gruppi[next]!)
    tabs.current[next]?.focus()
  }

  const aggiungi = () => {
    if (lettera) onAdd(lettera, posizioneNuovoGruppo(gruppi))
    else setNaming(true)
  }

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div
          className="scheda-builder-tabs"
          role="tablist"
          aria-label={t.gruppi}
          onKeyDown={onKeyDown}
        >
          {gruppi.map((gruppo, index) => {
            const label = etichettaGruppo(gruppo.nome)
            const active = gruppo.id === selectedId
            return (
              <Droppable key={gruppo.id} droppableId={tabId(gruppo.id)} isDropDisabled={active}>
                {(droppable, state) => (
                  <div
                    ref={droppable.innerRef}
                    {...droppable.droppableProps}
                    role="presentation"
                    className="scheda-builder-tab"
                    data-over={state.isDraggingOver || undefined}
                  >
                    <Button
                      ref={(el) => {
                        tabs.current[index] = el
                      }}
                      role="tab"
                      id={`${panelId}-tab-${gruppo.id}`}
                      aria-selected={active}
                      aria-controls={panelId}
                      tabIndex={active ? 0 : -1}
                      type={active ? 'primary' : 'default'}
                      onClick={() => onSelect(gruppo)}
                    >
                      {label}{' '}
                      <span className="scheda-builder-count">
                        {gruppo.dettagli.length}
                        <span className="sr-only">{t.esercizi(gruppo.dettagli.length)}</span>
                      </span>
                    </Button>
                    <div style={{ display: 'none' }}>{droppable.placeholder}</div>
                  </div>
                )}
              </Droppable>
            )
          })}
        </div>
        <Space.Compact>
          <Button icon={<PlusOutlined aria-hidden />} onClick={aggiungi}>
            {lettera ? `${t.aggiungiGruppo} ${lettera}` : t.aggiungiGruppo}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...(hasStretching ? [] : [{ key: 'stretching', label: t.aggiungiStretching }]),
                { key: 'nome', label: t.aggiungiGruppoConNome },
                ...(copiato
                  ? [
                      {
                        key: 'incolla',
                        label: t.appunti.incollaGruppo(etichettaGruppo(copiato.nome)),
                      },
                    ]
                  : []),
              ],
              onClick: ({ key }) => {
                if (key === 'stretching') onAdd(SCHEDA_GRUPPO_STRETCHING, gruppi.length)
                else if (key === 'incolla') onIncollaGruppo()
                else setNaming(true)
              },
            }}
          >
            <Button icon={<DownOutlined aria-hidden />} aria-label={t.altriGruppi} />
          </Dropdown>
        </Space.Compact>
      </Flex>
      {selected && isStretching(selected) && previous && (
        <div>
          <Button icon={<RollbackOutlined aria-hidden />} onClick={onBack}>
            {t.tornaAlGruppo(previous.nome)}
          </Button>
        </div>
      )}
      <RenameDialog
        open={naming}
        title={it.crud.nuovo('gruppo')}
        okText={t.aggiungiGruppo}
        validate={(nome) => erroreNomeGruppo(nome, gruppi)}
        onSubmit={(nome) => onAdd(nome, posizioneNuovoGruppo(gruppi))}
        onClose={() => setNaming(false)}
      />
    </Flex>
  )
}
