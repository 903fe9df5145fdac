import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Form, Modal, type FormInstance } from 'antd'
import { setFormErrors } from '@/api/errors'
import { it } from '@/i18n/it'
import { keepEnterInPickers } from '@/components/keep-enter-in-pickers'
import { useOpenedOnce } from '@/components/use-opened-once'

export interface FormDialogProps<V> {
  open: boolean
  title: ReactNode
  okText: string
  /** The form's name: its fields' ids start with it (unique on the page). */
  name?: string
  /** Pass one when the fields need it (e.g. to submit on Enter); otherwise the dialog makes its own. */
  form?: FormInstance<V>
  /** What the fields hold each time the dialog opens; without it they open empty. */
  initialValues?: Partial<V>
  /**
   * Saves the validated values. When it resolves the dialog closes (onClose); when it throws the
   * dialog stays open with what was typed, and a 422 answer's errors show on their fields (the
   * error toast comes from the API layer).
   */
  onSubmit: (values: V) => Promise<unknown>
  /** Annulla, Esc, or after a successful save: the caller sets open to false. */
  onClose: () => void
  /** Called as the user changes fields (e.g. to propose a value for another field). */
  onValuesChange?: (changed: Partial<V>, all: V) => void
  /** The dialog's width in px (antd's default 520). */
  width?: number
  /** A red action (an erasure). */
  danger?: boolean
  children: ReactNode
}

/**
 * THE dialog with a form (rename, new folder, dates, share...): an antd Modal around a vertical
 * Form, "Annulla" and the action, the action's spinner while saving, the fields reset on every
 * opening.
 */
export function FormDialog<V>({
  open,
  title,
  okText,
  name,
  form: given,
  initialValues,
  onSubmit,
  onClose,
  onValuesChange,
  width,
  danger = false,
  children,
}: FormDialogProps<V>) {
  const [own] = Form.useForm<V>()
  const form = given ?? own
  const [saving, setSaving] = useState(false)
  const opened = useOpenedOnce(open)
  /** One save at a time: Enter in a field and a click on the action must not send twice. */
  const busy = useRef(false)

  useEffect(() => {
    if (open) form.resetFields()
  }, [open, form])

  const submit = async (values: V) => {
    if (busy.current) return
    busy.current = true
    setSaving(true)
    try {
      await onSubmit(values)
      onClose()
    } catch (error) {
      setFormErrors(form, error)
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  // Nothing is drawn before the first opening: a page with many dialogs stays light.
  if (!opened) return null
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={it.comune.annulla}
      confirmLoading={saving}
      okButtonProps={danger ? { danger: true } : undefined}
      onOk={() => {
        if (open) form.submit()
      }}
      onCancel={onClose}
      width={width}
      forceRender
    >
      <Form<V>
        name={name}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        onKeyDown={keepEnterInPickers}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
    </Modal>
  )
}
