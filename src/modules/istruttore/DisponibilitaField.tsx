import { useId, useState } from 'react'
import { Button, Empty, Flex, Select, TimePicker, Typography } from 'antd'
import { CloseOutlined, PlusOutlined } from '@ant-design/icons'
import type { Dayjs } from 'dayjs'
import { it } from '@/i18n/it'
import {
  addSlot,
  GIORNI,
  removeSlot,
  slotsByDay,
  type Disponibilita,
  type Giorno,
  type SlotError,
} from './disponibilita'

const t = it.istruttore.disponibilita
const giorni = it.istruttore.giorni

const TIME_FORMAT = 'HH:mm'

export interface DisponibilitaFieldProps {
  /** The slots (antd Form.Item passes value and onChange). */
  value?: Disponibilita[]
  onChange?: (slots: Disponibilita[]) => void
}

/**
 * The weekly availability of an instructor: the slots by day (Monday first) and time, each with a
 * remove button; a small form adds a slot when it ends after it starts and overlaps no other slot
 * of the same day.
 */
export function DisponibilitaField({ value = [], onChange }: DisponibilitaFieldProps) {
  const [giorno, setGiorno] = useState<Giorno | undefined>()
  const [inizio, setInizio] = useState<Dayjs | null>(null)
  const [fine, setFine] = useState<Dayjs | null>(null)
  const [error, setError] = useState<SlotError | null>(null)
  const baseId = useId()
  const giornoId = `${baseId}-giorno`
  const inizioId = `${baseId}-inizio`
  const fineId = `${baseId}-fine`
  const errorId = `${baseId}-errore`

  const add = () => {
    const result = addSlot(value, {
      giorno,
      oraInizio: inizio?.format(TIME_FORMAT),
      oraFine: fine?.format(TIME_FORMAT),
    })
    if (!result.ok) {
      setError(result.error)
      return
    }
    setError(null)
    setInizio(null)
    setFine(null)
    onChange?.(result.slots)
  }

  const groups = slotsByDay(value)

  return (
    <Flex vertical gap={12}>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuna} />
      ) : (
        <ul aria-label={t.elenco} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {groups.map((group) => (
            <li key={group.giorno} style={{ marginBottom: 8 }}>
              <Flex gap={12} align="baseline" wrap>
                <Typography.Text strong style={{ minWidth: 96 }}>
                  {giorni[group.giorno]}
                </Typography.Text>
                <Flex gap={8} wrap>
                  {group.slots.map((slot) => {
                    const label = `${slot.oraInizio}-${slot.oraFine}`
                    return (
                      <Flex
                        key={label}
                        align="center"
                        gap={2}
                        style={{
                          border: '1px solid var(--ant-color-border)',
                          borderRadius: 6,
                          paddingInlineStart: 8,
                        }}
                      >
                        <Typography.Text>{`${slot.oraInizio} – ${slot.oraFine}`}</Typography.Text>
                        <Button
                          type="text"
                          size="small"
                          icon={<CloseOutlined aria-hidden />}
                          aria-label={t.rimuovi(giorni[slot.giorno], slot.oraInizio, slot.oraFine)}
                          title={t.rimuovi(giorni[slot.giorno], slot.oraInizio, slot.oraFine)}
                          onClick={() => onChange?.(removeSlot(value, slot))}
                        />
                      </Flex>
                    )
                  })}
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Flex gap={8} align="end" wrap role="group" aria-label={t.aggiungi}>
        <Flex vertical gap={4}>
          <label htmlFor={giornoId}>{t.giorno}</label>
          <Select<Giorno>
            id={giornoId}
            value={giorno}
            placeholder={t.selezionaGiorno}
            options={GIORNI.map((g) => ({ value: g, label: giorni[g] }))}
            onChange={(g) => {
              setGiorno(g)
              setError(null)
            }}
            aria-describedby={error ? errorId : undefined}
            style={{ width: 190 }}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={inizioId}>{t.oraInizio}</label>
          <TimePicker
            id={inizioId}
            format={TIME_FORMAT}
            minuteStep={5}
            needConfirm={false}
            placeholder={t.orario}
            value={inizio}
            onChange={(time) => {
              setInizio(time)
              setError(null)
            }}
            aria-describedby={error ? errorId : undefined}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={fineId}>{t.oraFine}</label>
          <TimePicker
            id={fineId}
            format={TIME_FORMAT}
            minuteStep={5}
            needConfirm={false}
            placeholder={t.orario}
            value={fine}
            onChange={(time) => {
              setFine(time)
              setError(null)
            }}
            aria-describedby={error ? errorId : undefined}
          />
        </Flex>
        <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
          {t.aggiungi}
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" id={errorId}>
          {t.errori[error]}
        </Typography.Text>
      )}
    </Flex>
  )
}
