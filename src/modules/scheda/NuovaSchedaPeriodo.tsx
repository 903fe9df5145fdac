import { Alert, Button, DatePicker, Flex, Form, Typography } from 'antd'
import { dataFineRule } from '@/components/date-rules'
import { formatDate } from '@/components/format-date'
import { DATE_FORMAT } from '@/config/constants'
import { it } from '@/i18n/it'
import { giornoPrima, type SchedaPeriodo, type Sovrapposizioni } from './sovrapposizioni'

const t = it.scheda.nuova

export interface PeriodoNuovaSchedaProps {
  /** What the new period does to the client's other sheets (sovrapposizioni.ts). */
  sovrapposte: Sovrapposizioni<SchedaPeriodo>
  /** The start typed, ISO, or null. */
  inizio: string | null
  /** "Finisci il …": the end set to the day before the next sheet (ISO). */
  onFineIl: (iso: string) => void
}

/**
 * A client's new sheet: its start and end, and what they do to the client's other sheets. A sheet
 * starting the same day stops the creation; the running ones end the day before (said here); a
 * later one asks the new sheet to end before it, with a button that sets that end.
 */
export function PeriodoNuovaScheda({ sovrapposte, inizio, onFineIl }: PeriodoNuovaSchedaProps) {
  const { daConcludere, stessoInizio, successiva } = sovrapposte
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item
          name="dataInizio"
          label={it.comune.dataInizio}
          rules={[
            { required: true, message: t.dataInizioObbligatoria },
            {
              validator: () =>
                stessoInizio[0]
                  ? Promise.reject(
                      new Error(
                        t.stessoInizio(
                          stessoInizio[0].nome,
                          formatDate(stessoInizio[0].dataInizio),
                        ),
                      ),
                    )
                  : Promise.resolve(),
            },
          ]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="dataFine"
          label={it.comune.dataFine}
          dependencies={['dataInizio']}
          rules={[
            dataFineRule,
            {
              validator: () =>
                successiva?.dataInizio
                  ? Promise.reject(
                      new Error(
                        t.primaDellaSuccessiva(
                          successiva.nome,
                          formatDate(successiva.dataInizio),
                          formatDate(giornoPrima(successiva.dataInizio)),
                        ),
                      ),
                    )
                  : Promise.resolve(),
            },
          ]}
          style={{ flex: 1, minWidth: 200 }}
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      {daConcludere.length > 0 && inizio && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t.inCorso(daConcludere.length)}
          description={
            <Flex vertical gap={8}>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {daConcludere.map((s) => (
                  <li key={s.id}>
                    {s.nome} ({formatDate(s.dataInizio)}
                    {s.dataFine ? ` - ${formatDate(s.dataFine)}` : ''})
                  </li>
                ))}
              </ul>
              <Typography.Text>{t.concluse(formatDate(giornoPrima(inizio)))}</Typography.Text>
            </Flex>
          }
        />
      )}
      {successiva?.dataInizio && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t.successiva(successiva.nome, formatDate(successiva.dataInizio))}
          action={
            <Button size="small" onClick={() => onFineIl(giornoPrima(successiva.dataInizio!))}>
              {t.finisciIl(formatDate(giornoPrima(successiva.dataInizio)))}
            </Button>
          }
        />
      )}
    </>
  )
}
