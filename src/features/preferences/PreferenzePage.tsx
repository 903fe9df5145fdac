import { useEffect, useId, useState } from 'react'
import { Button, Card, Flex, Form, Input, Radio, Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { usesMocks } from '@/config/env'
import type { Preferenze } from '@/api/session-user'
import { loggedOut } from '@/api/session-slice'
import { notify } from '@/components/feedback'
import { useConfirm } from '@/components/use-confirm'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import {
  PASSI_ARROTONDAMENTO,
  PASSO_PREDEFINITO,
  SETTIMANE_RITEST_MAX,
  SETTIMANE_RITEST_PREDEFINITE,
  impostazioniCarichi,
} from '@/config/carichi'
import { formatDecimal, formatInteger } from '@/components/format-number'
import {
  browserReload,
  DEMO_ESERCIZI,
  DEMO_SIZES,
  demoDataSize,
  resetDemoData,
  type DemoDataSize,
} from './demo-reset'
import { useSavePreferenze } from './use-save-preferenze'

const p = it.preferenze
const pc = it.carichi.preferenze
const pd = it.datiDemoDimensione

/** The form's values: the weeks as typed. */
type Valori = Omit<Preferenze, 'settimaneRitestMassimale'> & { settimaneRitestMassimale: string }

const formValues = (preferenze: Preferenze): Valori => {
  const carichi = impostazioniCarichi(preferenze)
  return {
    ...preferenze,
    showTooltip: preferenze.showTooltip === 'YES' ? 'YES' : 'NO',
    arrotondamentoCarichi: carichi.passo as Preferenze['arrotondamentoCarichi'],
    settimaneRitestMassimale: String(carichi.settimaneRitest),
  }
}

/** Whole weeks from 1 to 52, as typed; undefined for anything else. */
const leggiSettimane = (testo: string): number | undefined => {
  const trimmed = testo.trim()
  const n = /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : NaN
  return n >= 1 && n <= SETTIMANE_RITEST_MAX ? n : undefined
}

/**
 * The preferences to save: a setting of the loads at its default is left out (absent means the
 * default), so the stored preferences stay as small as the older ones.
 */
function daSalvare(v: Valori): Preferenze {
  const settimane = leggiSettimane(v.settimaneRitestMassimale) ?? SETTIMANE_RITEST_PREDEFINITE
  return {
    sidebar: v.sidebar,
    theme: v.theme,
    showTooltip: v.showTooltip,
    arrotondamentoCarichi:
      v.arrotondamentoCarichi === PASSO_PREDEFINITO ? undefined : v.arrotondamentoCarichi,
    settimaneRitestMassimale: settimane === SETTIMANE_RITEST_PREDEFINITE ? undefined : settimane,
  }
}

function DemoDataCard() {
  const confirm = useConfirm()
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState(false)

  const [size] = useState(
    () => demoDataSize() ?? { clienti: DEMO_SIZES[0], esercizi: DEMO_ESERCIZI[0] },
  )
  const sizeLabelId = useId()
  const eserciziLabelId = useId()

  const reset = async (size?: Partial<DemoDataSize>) => {
    setBusy(true)
    await resetDemoData(size)
    dispatch(loggedOut())
    browserReload.reload()
  }

  const onReset = async () => {
    if (!(await confirm({ title: p.ripristinaConferma, okText: p.ripristina, danger: true })))
      return
    await reset()
  }

  const onSize = async (clienti: number) => {
    const n = formatInteger(clienti)
    if (!(await confirm({ title: pd.conferma(n), okText: pd.rigenera, danger: true }))) return
    await reset({ clienti })
  }

  const onEsercizi = async (esercizi: number) => {
    const n = formatInteger(esercizi)
    if (!(await confirm({ title: pd.confermaEsercizi(n), okText: pd.rigenera, danger: true })))
      return
    await reset({ esercizi })
  }

  return (
    <Card title={p.datiDemo}>
      <Typography.Paragraph>{p.datiDemoTesto}</Typography.Paragraph>
      <Flex vertical gap={16} align="start">
        <Flex gap={12} align="center" wrap>
          <Typography.Text id={sizeLabelId}>{pd.etichetta}</Typography.Text>
          <Radio.Group
            aria-labelledby={sizeLabelId}
            value={size.clienti}
            disabled={busy}
            optionType="button"
            options={DEMO_SIZES.map((n) => ({ value: n, label: pd.clienti(formatInteger(n)) }))}
            onChange={(e) => void onSize(e.target.value as number)}
          />
        </Flex>
        <Flex gap={12} align="center" wrap>
          <Typography.Text id={eserciziLabelId}>{pd.etichettaEsercizi}</Typography.Text>
          <Radio.Group
            aria-labelledby={eserciziLabelId}
            value={size.esercizi}
            disabled={busy}
            optionType="button"
            options={DEMO_ESERCIZI.map((n) => ({
              value: n,
              label: pd.esercizi(formatInteger(n)),
            }))}
            onChange={(e) => void onEsercizi(e.target.value as number)}
          />
        </Flex>
        <Button danger loading={busy} onClick={() => void onReset()}>
          {p.ripristina}
        </Button>
      </Flex>
    </Card>
  )
}

/** Preferences (SPEC section 3): menu, theme, tooltips. Salva applies and saves them. */
export default function PreferenzePage() {
  const current = useAppSelector((s) => s.preferences.preferenze)
  const savePreferenze = useSavePreferenze()
  const [form] = Form.useForm<Valori>()
  const values = Form.useWatch([], form) as Valori | undefined
  const [saving, setSaving] = useState(false)
  const iniziali = formValues(current)
  const dirty =
    values !== undefined &&
    (values.sidebar !== current.sidebar ||
      values.theme !== current.theme ||
      (values.showTooltip === 'YES') !== (current.showTooltip === 'YES') ||
      values.arrotondamentoCarichi !== iniziali.arrotondamentoCarichi ||
      (values.settimaneRitestMassimale ?? '').trim() !== iniziali.settimaneRitestMassimale)
  const { markSaved } = useUnsavedChanges(dirty)

  useEffect(() => {
    form.setFieldsValue(formValues(current))
  }, [current, form])

  const onFinish = async (v: Valori) => {
    setSaving(true)
    const ok = await savePreferenze(daSalvare(v))
    setSaving(false)
    if (ok) {
      markSaved()
      notify.success()
    }
  }

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{it.menu.titoli.preferenze}</Typography.Title>
      <Card>
        <Form<Valori>
          form={form}
          layout="vertical"
          initialValues={iniziali}
          onFinish={(v) => void onFinish(v)}
        >
          <Form.Item name="sidebar" label={p.sidebar}>
            <Radio.Group
              options={[
                { value: 'sempreAperta', label: p.sempreAperta },
                { value: 'sempreChiusa', label: p.sempreChiusa },
                { value: 'dinamica', label: p.dinamica },
              ]}
            />
          </Form.Item>
          <Form.Item name="theme" label={p.tema}>
            <Radio.Group
              options={[
                { value: 'light', label: p.chiaro },
                { value: 'dark', label: p.scuro },
              ]}
            />
          </Form.Item>
          <Form.Item name="showTooltip" label={p.showTooltip}>
            <Radio.Group
              options={[
                { value: 'YES', label: it.comune.si },
                { value: 'NO', label: it.comune.no },
              ]}
            />
          </Form.Item>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {pc.titolo}
          </Typography.Title>
          <Form.Item
            name="arrotondamentoCarichi"
            label={pc.arrotondamento}
            extra={pc.arrotondamentoAiuto}
          >
            <Radio.Group
              options={PASSI_ARROTONDAMENTO.map((passo) => ({
                value: passo,
                label: formatDecimal(passo),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="settimaneRitestMassimale"
            label={pc.settimane}
            extra={pc.settimaneAiuto}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  leggiSettimane(value ?? '') === undefined
                    ? Promise.reject(new Error(pc.settimaneErrore))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={2} style={{ width: 96 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {it.comune.salva}
          </Button>
        </Form>
      </Card>
      {usesMocks() && <DemoDataCard />}
    </Flex>
  )
}
