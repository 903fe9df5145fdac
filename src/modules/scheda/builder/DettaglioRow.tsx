import { memo, useId, type KeyboardEvent } from 'react'
import { Button, Dropdown, Input, Space, Typography } from 'antd'
import type { DraggableProvided, DraggableStateSnapshot } from '@hello-pangea/dnd'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  LinkOutlined,
  SwapOutlined,
} from '@ant-design/icons'
import { useAppSelector } from '@/app/hooks'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import type { Metodologia } from '../types'
import { MetodologiaPicker, nomeMetodologia } from './MetodologiaPicker'
import type { Collegamento } from './superserie'
import type { Dettaglio } from './tree'
import type { BuilderActions } from './use-builder'
import { CAMPI, senzaValori, testoDi, valoriDaCicli, descriviValori, type Campo } from './valori'

const t = it.scheda
const c = t.colonneDettagli

export interface GruppoScelta {
  id: number
  label: string
  /** Exercises in it (a row moved there goes last). */
  length: number
}

export interface DettaglioRowProps {
  dettaglio: Dettaglio
  index: number
  isLast: boolean
  gruppoId: number
  /** The other groups of the sheet, for "Sposta in un altro gruppo". */
  altriGruppi: readonly GruppoScelta[]
  /** Its place in a chain of linked exercises (superserie), with the chain's caption on the first. */
  collegamento: Collegamento | null
  didascalia?: string
  /** How many rows of the group have methodology `id` (asked when removing it). */
  quantiConMetodologia: (metodologiaId: number) => number
  actions: BuilderActions
  provided: DraggableProvided
  snapshot: DraggableStateSnapshot
}

const INPUTS: { campo: Campo; label: string; inputMode?: 'numeric' | 'decimal' }[] = [
  { campo: 'serie', label: c.serie, inputMode: 'numeric' },
  { campo: 'ripetizioni', label: c.ripetizioni },
  { campo: 'recupero', label: c.recupero },
  { campo: 'carico', label: c.carico, inputMode: 'decimal' },
  { campo: 'note', label: c.note },
]

/** Enter saves the row and goes to the same field of the next exercise, as in a spreadsheet. */
function focusNext(event: KeyboardEvent<HTMLInputElement>, campo: Campo, index: number) {
  const list = event.currentTarget.closest('[data-builder-list]')
  const next = list?.querySelector<HTMLInputElement>(
    `[data-campo="${campo}"][data-riga="${index + 1}"]`,
  )
  next?.focus()
  next?.select()
}

/**
 * One exercise of a group, on one line: drag handle (number and name), methodology, the typed
 * fields, and the actions. Fields are saved when left or on Enter; what cannot be saved says why
 * under the row and stays as typed.
 */
export const DettaglioRow = memo(function DettaglioRow({
  dettaglio,
  index,
  isLast,
  gruppoId,
  altriGruppi,
  collegamento,
  didascalia,
  quantiConMetodologia,
  actions,
  provided,
  snapshot,
}: DettaglioRowProps) {
  const ids = useId()
  const confirm = useConfirm()
  const id = dettaglio.id
  const testi = useAppSelector((s) => s.schedaBuilder.testi[id])
  const errori = useAppSelector((s) => s.schedaBuilder.errori[id])
  const nome = dettaglio.esercizio.nomenclatura
  const n = index + 1
  const unita = dettaglio.caricoUnita ?? 'kg'
  const temp = id < 0

  const sceltaMetodologia = async (m: Metodologia | null) => {
    if (m === null) {
      const corrente = dettaglio.metodologia
      if (!corrente) return
      const stessa = quantiConMetodologia(corrente.id)
      if (stessa > 1) {
        const tutti = await confirm({
          title: t.togliDaTuttiTitolo(corrente.codice ?? nomeMetodologia(corrente), stessa),
          okText: t.togliDaTutti,
          cancelText: t.togliSoloQuesto,
        })
        if (tutti) actions.togliMetodologiaGruppo(gruppoId, corrente.id)
        else actions.setMetodologia(id, null)
      } else {
        actions.togliMetodologiaGruppo(gruppoId, corrente.id)
      }
      return
    }
    const ref = { id: m.id, codice: m.codice, descrizione: m.descrizione }
    const proposti = valoriDaCicli(m.metodologiaCicli ?? [])
    if (Object.keys(proposti).length === 0 || senzaValori(dettaglio)) {
      actions.setMetodologia(id, ref, proposti)
      return
    }
    const precompila = await confirm({
      title: t.precompilaTitolo(m.codice),
      content: descriviValori(proposti),
      okText: t.precompilaOk,
      cancelText: t.precompilaNo,
    })
    actions.setMetodologia(id, ref, precompila ? proposti : {})
  }

  const erroriTesto = errori ? CAMPI.flatMap((campo) => (errori[campo] ? [errori[campo]] : [])) : []

  return (
    <div
      ref={provided.innerRef}
      {...provided.draggableProps}
      className="scheda-builder-row scheda-builder-grid"
      role="listitem"
      aria-label={`${n}. ${nome}`}
      data-dragging={snapshot.isDragging || undefined}
      data-temp={temp || undefined}
      data-link={collegamento ?? undefined}
    >
      {didascalia && (
        <Typography.Text type="warning" className="scheda-builder-caption">
          <LinkOutlined aria-hidden /> {didascalia}
        </Typography.Text>
      )}
      <div
        {...provided.dragHandleProps}
        className="drag-handle"
        aria-label={t.trascina(n, nome)}
      >
        <HolderOutlined aria-hidden style={{ marginTop: 4 }} />
        <Typography.Text strong>{`${n}. ${nome}`}</Typography.Text>
      </div>
      <MetodologiaPicker
        value={dettaglio.metodologia}
        label={t.metodologiaDi(n, nome)}
        onChange={(m) => void sceltaMetodologia(m)}
      />
      {INPUTS.map(({ campo, label, inputMode }) => {
        const errore = errori?.[campo]
        const value = testi?.[campo] ?? testoDi(dettaglio, campo)
        const input = (
          <Input
            key={campo}
            aria-label={t.campoDi(label, n, nome)}
            aria-invalid={errore ? true : undefined}
            aria-describedby={errore ? `${ids}-errori` : undefined}
            status={errore ? 'error' : undefined}
            inputMode={inputMode}
            title={campo === 'note' && value ? value : undefined}
            maxLength={campo === 'note' ? 500 : campo === 'ripetizioni' ? 20 : 12}
            value={value}
            data-campo={campo}
            data-riga={index}
            onChange={(e) => actions.setTesto(id, campo, e.target.value)}
            onBlur={() => actions.conferma(id)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              actions.conferma(id)
              focusNext(e, campo, index)
            }}
          />
        )
        if (campo !== 'carico') return input
        return (
          <Space.Compact key={campo} block>
            {input}
            <Button
              aria-label={t.unitaDi(
                unita === 'kg' ? t.dettaglio.kg : t.dettaglio.percentuale,
                unita === 'kg' ? t.unitaKg : t.unitaPercentuale,
                n,
                nome,
              )}
              title={unita === 'kg' ? t.unitaKg : t.unitaPercentuale}
              onClick={() => actions.setUnita(id, unita === 'kg' ? 'percentuale' : 'kg')}
              style={{ paddingInline: 8, minWidth: 40 }}
            >
              {unita === 'kg' ? t.dettaglio.kg : t.dettaglio.percentuale}
            </Button>
          </Space.Compact>
        )
      })}
      <Space size={0}>
        <Button
          type="text"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t.suDi(nome)}
          title={t.suDi(nome)}
          disabled={index === 0}
          onClick={() => actions.sposta(id, gruppoId, index - 1)}
        />
        <Button
          type="text"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t.giuDi(nome)}
          title={t.giuDi(nome)}
          disabled={isLast}
          onClick={() => actions.sposta(id, gruppoId, index + 1)}
        />
        <Dropdown
          trigger={['click']}
          disabled={altriGruppi.length === 0}
          menu={{
            items: altriGruppi.map((g) => ({ key: String(g.id), label: t.nelGruppo(g.label) })),
            onClick: ({ key }) => {
              const target = altriGruppi.find((g) => String(g.id) === key)
              if (target) actions.sposta(id, target.id, target.length)
            },
          }}
        >
          <Button
            type="text"
            icon={<SwapOutlined aria-hidden />}
            aria-label={t.spostaInGruppoDi(nome)}
            title={t.spostaInGruppoDi(nome)}
          />
        </Dropdown>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t.eliminaDi(nome)}
          title={t.eliminaDi(nome)}
          onClick={() =>
            void confirm({
              title: t.confermaEliminaDettaglio(nome),
              okText: it.lista.elimina,
              danger: true,
            }).then((ok) => ok && actions.elimina(id))
          }
        />
      </Space>
      {erroriTesto.length > 0 && (
        <div id={`${ids}-errori`} className="scheda-builder-errors" role="alert">
          {erroriTesto.join(' ')}
        </div>
      )}
    </div>
  )
})
