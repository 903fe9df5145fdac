import { useMemo, useState } from 'react'
import {
  Alert,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Skeleton,
  Typography,
} from 'antd'
import { useNavigate } from 'react-router-dom'
import { formatDate } from '@/components/format-date'
import { formatDecimal, parseDecimal } from '@/components/format-number'
import { href } from '@/config/paths'
import { it } from '@/i18n/it'
import { useMassimaleMassimaliQuery } from '@/modules/cliente/api'
import { useCatalogoEsercizi } from '@/modules/esercizio/api'
import { useMetodologiaSearchQuery } from '@/modules/metodologia/api'
import { useSchedaGetQuery, useSchedaProssimoBloccoMutation } from './api'
import { massimaliPerEsercizio } from './analisi/carichi'
import { confrontaSchede } from './analisi/confronto'
import { alternative, conflittiAttivi, type Conflitto } from './analisi/patologie'
import {
  dateSuccessive,
  eserciziConCarico,
  PASSO_KG_PREDEFINITO,
  prossimoBlocco,
  type AvvisoProgressione,
  type RegoleProgressione,
  type Sostituzione,
} from './analisi/progressione'
import { oggiIso } from './analisi/use-carichi'
import { usePatologieScheda } from './analisi/use-patologie'
import { ConfrontoSchede } from './ConfrontoSchede'
import { ProgressioniSalvate } from './ProgressioniSalvate'
import type { Gruppo } from './builder/tree'
import type { Metodologia, Scheda, SchedaRef } from './types'

const t = it.progressione

/** The dialog's form: numbers as typed (decimal comma). */
export interface ValoriRegole {
  nome: string
  esercizi: number[]
  caricoModo: 'invariato' | 'kg' | 'percentuale'
  caricoValore: string
  passo: string
  ripetizioniModo: 'invariate' | 'piuUno' | 'schema'
  schema: string
  seriePiuUno: boolean
  scarico: boolean
  scaricoValore: string
  sostituzioni: Record<string, number>
}

/** "Nome · Blocco 2" -> "Nome · Blocco 3"; "Nome" -> "Nome · Blocco 2". */
export function nomeSuccessivo(nome: string): string {
  const m = /^(.*) · Blocco (\d+)$/.exec(nome)
  return (m ? t.nomeBlocco(m[1]!, Number(m[2]) + 1) : t.nomeBlocco(nome, 2)).slice(0, 150)
}

const numero = (testo: string): number => parseDecimal(testo) ?? 0

/** The rules of the form's values. */
export function regoleDi(v: ValoriRegole): RegoleProgressione {
  const aumento = numero(v.caricoValore)
  const scarico = numero(v.scaricoValore)
  return {
    carico:
      v.caricoModo === 'invariato' || !(aumento > 0)
        ? null
        : { modo: v.caricoModo, valore: aumento },
    ripetizioni:
      v.ripetizioniModo === 'invariate'
        ? null
        : v.ripetizioniModo === 'piuUno'
          ? { modo: 'piuUno' }
          : { modo: 'schema', schema: v.schema.trim() },
    seriePiuUno: v.seriePiuUno,
    scaricoPercentuale: v.scarico && scarico > 0 ? scarico : null,
    passoKg: numero(v.passo) || PASSO_KG_PREDEFINITO,
    esercizi: v.esercizi,
  }
}

/** The form's values of saved rules (the exercises the sheet has are kept as they are). */
export function valoriDi(r: RegoleProgressione): Partial<ValoriRegole> {
  return {
    esercizi: r.esercizi,
    caricoModo: r.carico?.modo ?? 'invariato',
    caricoValore: r.carico ? formatDecimal(r.carico.valore) : '',
    passo: formatDecimal(r.passoKg),
    ripetizioniModo: r.ripetizioni?.modo ?? 'invariate',
    schema: r.ripetizioni?.modo === 'schema' ? r.ripetizioni.schema : '',
    seriePiuUno: r.seriePiuUno,
    scarico: r.scaricoPercentuale !== null,
    scaricoValore: r.scaricoPercentuale === null ? '30' : formatDecimal(r.scaricoPercentuale),
  }
}

/** A number typed with a decimal comma; `vuoto`: an empty field is allowed (no change). */
const regolaNumero =
  (massimo?: number, vuoto = false) =>
  (_: unknown, testo: string | undefined): Promise<void> => {
    const n = parseDecimal(testo ?? '')
    if (n === null && vuoto) return Promise.resolve()
    if (n === undefined || n === null) return Promise.reject(new Error(t.numeroNonValido))
    if (massimo !== undefined && !(n > 0 && n <= massimo))
      return Promise.reject(new Error(t.percentualeMassima))
    if (!(n > 0)) return Promise.reject(new Error(t.numeroPositivo))
    return Promise.resolve()
  }

export interface ProssimoBloccoDialogProps {
  open: boolean
  scheda: SchedaRef
  onClose: () => void
}

/**
 * "Prossimo blocco": the rules (analisi/progressione.ts), then the preview (the sheet comparison of
 * the current sheet against the next one), then the creation, whole or not at all
 * (`schedaProssimoBlocco`). The new sheet opens once made.
 */
/**
 * The preview replaces the rules (and the button just pressed): it is shown from its top and its
 * title takes the focus, so the dialog neither keeps the rules' scroll nor loses the focus.
 */
function mostraAnteprima(titolo: HTMLElement | null) {
  if (!titolo) return
  const wrap = titolo.closest('.ant-modal-wrap')
  if (wrap) wrap.scrollTop = 0
  titolo.focus({ preventScroll: true })
}

export default function ProssimoBloccoDialog({ open, scheda, onClose }: ProssimoBloccoDialogProps) {
  const completa = useSchedaGetQuery(scheda.id, { skip: !open, refetchOnMountOrArgChange: true })
  return (
    <Modal
      open={open}
      title={t.titolo(scheda.nome)}
      onCancel={onClose}
      footer={null}
      width={1100}
      destroyOnHidden
    >
      {completa.data ? (
        <Contenuto scheda={completa.data} onClose={onClose} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} aria-label={t.caricamento} />
      )}
    </Modal>
  )
}

/** The exercises of the sheet, each once, in order. */
function eserciziDi(gruppi: readonly Gruppo[]): { id: number; nome: string }[] {
  const visti = new Map<number, string>()
  for (const g of [...gruppi].sort((a, b) => a.ordine - b.ordine))
    for (const d of [...g.dettagli].sort((a, b) => a.ordine - b.ordine))
      if (!visti.has(d.esercizio.id)) visti.set(d.esercizio.id, d.esercizio.nomenclatura ?? '')
  return [...visti].map(([id, nome]) => ({ id, nome }))
}

function testoAvviso(a: AvvisoProgressione, nomi: ReadonlyMap<number, string>): string {
  switch (a.tipo) {
    case 'senzaMassimale':
      return t.avviso.senzaMassimale(a.esercizio)
    case 'ripetizioniTesto':
      return t.avviso.ripetizioniTesto(a.esercizio, a.testo)
    case 'nonPiuNellaScheda':
      return t.avviso.nonPiuNellaScheda(
        nomi.get(a.esercizioId) ?? t.esercizioSconosciuto(a.esercizioId),
      )
  }
}

function Contenuto({ scheda, onClose }: { scheda: Scheda; onClose: () => void }) {
  const navigate = useNavigate()
  const [form] = Form.useForm<ValoriRegole>()
  const clienteId = scheda.cliente?.id ?? null
  const massimali = useMassimaleMassimaliQuery(clienteId ?? 0, { skip: !clienteId })
  const catalogo = useCatalogoEsercizi()
  const { data: tutte } = useMetodologiaSearchQuery()
  const metodologie = useMemo(
    () => new Map<number, Metodologia>((tutte?.data ?? []).map((m) => [m.id, m])),
    [tutte],
  )
  const patologie = usePatologieScheda(clienteId)
  const [crea, creazione] = useSchedaProssimoBloccoMutation()
  const [anteprima, setAnteprima] = useState<ValoriRegole | null>(null)

  const esercizi = useMemo(() => eserciziDi(scheda.gruppi), [scheda.gruppi])
  const nomi = useMemo(
    () => new Map<number, string>(catalogo.esercizi.map((e) => [e.id, e.nomenclatura])),
    [catalogo.esercizi],
  )

  /** Details conflicting with a pathology not dismissed there, with their alternatives. */
  const conflitti = useMemo(() => {
    if (!patologie) return []
    const out: {
      dettaglioId: number
      nome: string
      conflitti: Conflitto[]
      alternative: { id: number; nomenclatura: string }[]
    }[] = []
    for (const g of scheda.gruppi)
      for (const d of g.dettagli) {
        const attivi = conflittiAttivi(patologie.conflitti.get(d.esercizio.id) ?? [], d)
        const esercizio = patologie.perId.get(d.esercizio.id)
        if (attivi.length === 0 || !esercizio) continue
        out.push({
          dettaglioId: d.id,
          nome: d.esercizio.nomenclatura ?? '',
          conflitti: attivi,
          alternative: alternative(esercizio, patologie.catalogo, patologie.patologie).map((a) => ({
            id: a.esercizio.id,
            nomenclatura: a.esercizio.nomenclatura,
          })),
        })
      }
    return out
  }, [patologie, scheda.gruppi])

  const iniziali = useMemo<ValoriRegole>(
    () => ({
      nome: nomeSuccessivo(scheda.nome),
      esercizi: eserciziConCarico(scheda.gruppi),
      caricoModo: 'kg',
      caricoValore: '',
      passo: formatDecimal(PASSO_KG_PREDEFINITO),
      ripetizioniModo: 'invariate',
      schema: '',
      seriePiuUno: false,
      scarico: false,
      scaricoValore: '30',
      sostituzioni: {},
    }),
    [scheda],
  )
  const sostituzioniIniziali = Object.fromEntries(
    conflitti.map((c) => [String(c.dettaglioId), c.alternative[0]?.id ?? 0]),
  )

  const risultato = useMemo(() => {
    if (!anteprima) return null
    const sostituzioni: Sostituzione[] = []
    for (const c of conflitti) {
      const id = anteprima.sostituzioni?.[String(c.dettaglioId)]
      const scelta = c.alternative.find((a) => a.id === id)
      if (scelta) sostituzioni.push({ dettaglioId: c.dettaglioId, esercizio: scelta })
    }
    const regole = regoleDi(anteprima)
    const blocco = prossimoBlocco(scheda.gruppi, regole, {
      massimali: massimaliPerEsercizio(massimali.data ?? []),
      metodologie,
      sostituzioni,
    })
    const date = dateSuccessive(scheda.dataInizio, scheda.dataFine, oggiIso(), anteprima.scarico)
    return { blocco, date, nome: anteprima.nome.trim() }
  }, [anteprima, conflitti, scheda, massimali.data, metodologie])

  if (!clienteId) return <Alert type="info" title={t.senzaCliente} showIcon />

  if (risultato && anteprima) {
    const nuova = {
      ...scheda,
      id: 0,
      nome: risultato.nome,
      ...risultato.date,
      isBozza: false,
      gruppi: risultato.blocco.gruppi,
    }
    const confronto = confrontaSchede(
      scheda.gruppi,
      risultato.blocco.gruppi,
      catalogo.perId,
      massimaliPerEsercizio(massimali.data ?? []),
    )
    return (
      <Flex vertical gap={16}>
        <Typography.Title level={3} style={{ margin: 0 }} tabIndex={-1} ref={mostraAnteprima}>
          {t.anteprimaTitolo}
        </Typography.Title>
        {risultato.blocco.avvisi.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t.avvisi}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                {risultato.blocco.avvisi.map((a, i) => (
                  <li key={i}>{testoAvviso(a, nomi)}</li>
                ))}
              </ul>
            }
          />
        )}
        <ConfrontoSchede confronto={confronto} schedaA={scheda} schedaB={nuova} />
        <Flex justify="end" gap={8} wrap>
          <Button onClick={() => setAnteprima(null)} disabled={creazione.isLoading}>
            {t.modificaRegole}
          </Button>
          <Button
            type="primary"
            loading={creazione.isLoading}
            onClick={async () => {
              const creata = await crea({
                scheda: {
                  nome: risultato.nome,
                  ...risultato.date,
                  cliente: scheda.cliente ?? null,
                  isCliente: true,
                  isTemplate: false,
                  note: scheda.note ?? null,
                  cartelle: scheda.cartelle ?? [],
                },
                gruppi: risultato.blocco.gruppi,
              })
              if ('data' in creata && creata.data) {
                onClose()
                navigate(href('scheda-id', { id: creata.data.id }))
              }
            }}
          >
            {t.crea}
          </Button>
        </Flex>
      </Flex>
    )
  }

  return (
    <Form<ValoriRegole>
      form={form}
      layout="vertical"
      name="prossimo-blocco"
      initialValues={{
        ...iniziali,
        ...(anteprima ?? {}),
        sostituzioni: { ...sostituzioniIniziali, ...(anteprima?.sostituzioni ?? {}) },
      }}
      onFinish={(values) => setAnteprima({ ...iniziali, ...values })}
    >
      <ProgressioniSalvate
        onScegli={(regole) => form.setFieldsValue(valoriDi(regole))}
        regole={() => regoleDi({ ...iniziali, ...form.getFieldsValue(true) })}
      />
      <Form.Item
        name="nome"
        label={t.nome}
        rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
      >
        <Input maxLength={150} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.scarico !== b.scarico}>
        {({ getFieldValue }) => {
          const d = dateSuccessive(
            scheda.dataInizio,
            scheda.dataFine,
            oggiIso(),
            getFieldValue('scarico') === true,
          )
          return (
            <Typography.Paragraph>
              <Typography.Text strong>{t.periodoEtichetta}: </Typography.Text>
              {t.periodo(formatDate(d.dataInizio), formatDate(d.dataFine))}
            </Typography.Paragraph>
          )
        }}
      </Form.Item>
      <Form.Item name="esercizi" label={t.esercizi} extra={t.eserciziAiuto}>
        <Select<number[]>
          mode="multiple"
          placeholder={t.nessunEsercizio}
          options={esercizi.map((e) => ({ value: e.id, label: e.nome }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="caricoModo" label={t.carico}>
          <Radio.Group
            optionType="button"
            options={(['invariato', 'kg', 'percentuale'] as const).map((v) => ({
              value: v,
              label: t.caricoModi[v],
            }))}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.caricoModo !== b.caricoModo}>
          {({ getFieldValue }) => {
            const modo = getFieldValue('caricoModo') as ValoriRegole['caricoModo']
            return modo === 'invariato' ? null : (
              <Form.Item
                name="caricoValore"
                label={modo === 'kg' ? t.aumentoKg : t.aumentoPercentuale}
                rules={[
                  { validator: regolaNumero(modo === 'percentuale' ? 100 : undefined, true) },
                ]}
              >
                <Input inputMode="decimal" style={{ width: 140 }} autoFocus />
              </Form.Item>
            )
          }}
        </Form.Item>
        <Form.Item
          name="passo"
          label={t.passo}
          extra={t.passoAiuto}
          rules={[{ validator: regolaNumero() }]}
        >
          <Input inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="ripetizioniModo" label={t.ripetizioni}>
          <Radio.Group
            optionType="button"
            options={(['invariate', 'piuUno', 'schema'] as const).map((v) => ({
              value: v,
              label: t.ripetizioniModi[v],
            }))}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.ripetizioniModo !== b.ripetizioniModo}>
          {({ getFieldValue }) =>
            getFieldValue('ripetizioniModo') === 'schema' ? (
              <Form.Item
                name="schema"
                label={t.schema}
                rules={[{ required: true, whitespace: true, message: t.schemaObbligatorio }]}
              >
                <Input maxLength={20} style={{ width: 160 }} />
              </Form.Item>
            ) : null
          }
        </Form.Item>
      </Flex>
      <Form.Item name="seriePiuUno" valuePropName="checked">
        <Checkbox>{t.serie}</Checkbox>
      </Form.Item>
      <Flex gap={16} wrap align="start">
        <Form.Item name="scarico" valuePropName="checked" extra={t.scaricoAiuto}>
          <Checkbox>{t.scarico}</Checkbox>
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.scarico !== b.scarico}>
          {({ getFieldValue }) =>
            getFieldValue('scarico') ? (
              <Form.Item
                name="scaricoValore"
                label={t.scaricoPercentuale}
                rules={[{ validator: regolaNumero(100) }]}
              >
                <Input inputMode="decimal" style={{ width: 140 }} />
              </Form.Item>
            ) : null
          }
        </Form.Item>
      </Flex>
      {conflitti.length > 0 && (
        <Flex vertical gap={8} role="group" aria-label={t.sostituzioni}>
          <Typography.Text strong>{t.sostituzioni}</Typography.Text>
          <Typography.Text type="secondary">{t.sostituzioniAiuto}</Typography.Text>
          {conflitti.map((c) => (
            <Form.Item
              key={c.dettaglioId}
              name={['sostituzioni', String(c.dettaglioId)]}
              label={t.conflitto(c.nome, c.conflitti.map((x) => x.patologia.nome).join(', '))}
            >
              <Select<number>
                aria-label={t.sostituto(c.nome)}
                options={[
                  { value: 0, label: t.mantieni },
                  ...c.alternative.map((a) => ({ value: a.id, label: a.nomenclatura })),
                ]}
              />
            </Form.Item>
          ))}
        </Flex>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t.annulla}</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={catalogo.isLoading || massimali.isLoading}
        >
          {t.anteprima}
        </Button>
      </Flex>
    </Form>
  )
}
