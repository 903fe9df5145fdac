import { useEffect, useState } from 'react'
import { Form, Input, Modal } from 'antd'
import { formFieldErrors } from '@/api/errors'
import { it } from '@/i18n/it'

export interface RenameDialogProps {
  open: boolean
  /** Current name, shown selected in the field. */
  initialName?: string
  /** Dialog title; defaults to "Rinomina". */
  title?: string
  /**
   * Saves the new (trimmed) name, e.g. `(nome) => update({ id, nome }).unwrap()`. When it resolves
   * the dialog calls onClose; when it throws it stays open (the error toast comes from the API
   * layer) and a 422 `{ errors: { nome: [...] } }` is shown on the field.
   */
  onSubmit: (nome: string) => unknown
  /** Cancel, Esc, or after a successful submit: the caller sets open to false. */
  onClose: () => void
}

interface FormValues {
  nome: string
}

/** The shared rename dialog: a Modal with a required "Nome" field. */
export function RenameDialog({ open, initialName, title, onSubmit, onClose }: RenameDialogProps) {
  const [form] = Form.useForm<FormValues>()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (open) form.setFieldsValue({ nome: initialName ?? '' })
  }, [open, initialName, form])

  const submit = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    setSaving(true)
    try {
      await onSubmit(values.nome.trim())
    } catch (error) {
      const errors = formFieldErrors(error as Parameters<typeof formFieldErrors>[0])
        .filter((field) => field.name.join('.') === 'nome')
        .flatMap((field) => field.errors)
      if (errors.length > 0) form.setFields([{ name: 'nome', errors }])
      return
    } finally {
      setSaving(false)
    }
    form.resetFields()
    onClose()
  }

  return (
    <Modal
      open={open}
      title={title ?? it.lista.rinomina}
      okText={it.lista.salva}
      cancelText={it.conferma.annulla}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields()
        onClose()
      }}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="nome"
          label={it.lista.nome}
          rules={[{ required: true, whitespace: true, message: it.lista.nomeObbligatorio }]}
        >
          <Input autoFocus maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
