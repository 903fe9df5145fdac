import { useEffect, useState } from 'react'
import { Button, Card, Flex, Form, Radio, Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { usesMocks } from '@/config/env'
import type { Preferenze } from '@/features/auth/session-user'
import { loggedOut } from '@/features/auth/session-slice'
import { notify } from '@/features/feedback/feedback'
import { useConfirm } from '@/components/use-confirm'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import { browserReload, resetDemoData } from './demo-reset'
import { useSavePreferenze } from './use-save-preferenze'

const p = it.preferenze

function DemoDataCard() {
  const confirm = useConfirm()
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState(false)

  const onReset = async () => {
    if (!(await confirm({ title: p.ripristinaConferma, okText: p.ripristina, danger: true })))
      return
    setBusy(true)
    await resetDemoData()
    dispatch(loggedOut())
    browserReload.reload()
  }

  return (
    <Card title={p.datiDemo}>
      <Typography.Paragraph>{p.datiDemoTesto}</Typography.Paragraph>
      <Button danger loading={busy} onClick={() => void onReset()}>
        {p.ripristina}
      </Button>
    </Card>
  )
}

/** Preferences (SPEC section 3): menu, theme, tooltips. Salva applies and saves them. */
export default function PreferenzePage() {
  const current = useAppSelector((s) => s.preferences.preferenze)
  const savePreferenze = useSavePreferenze()
  const [form] = Form.useForm<Preferenze>()
  const values = Form.useWatch([], form) as Preferenze | undefined
  const [saving, setSaving] = useState(false)
  const dirty =
    values !== undefined &&
    (values.sidebar !== current.sidebar ||
      values.theme !== current.theme ||
      (values.showTooltip === 'YES') !== (current.showTooltip === 'YES'))
  const { markSaved } = useUnsavedChanges(dirty)

  useEffect(() => {
    form.setFieldsValue({ ...current, showTooltip: current.showTooltip === 'YES' ? 'YES' : 'NO' })
  }, [current, form])

  const onFinish = async (v: Preferenze) => {
    setSaving(true)
    const ok = await savePreferenze(v)
    setSaving(false)
    if (ok) {
      markSaved()
      notify.success()
    }
  }

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{p.titolo}</Typography.Title>
      <Card>
        <Form<Preferenze>
          form={form}
          layout="vertical"
          initialValues={current}
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
                { value: 'YES', label: p.si },
                { value: 'NO', label: p.no },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {p.salva}
          </Button>
        </Form>
      </Card>
      {usesMocks() && <DemoDataCard />}
    </Flex>
  )
}
