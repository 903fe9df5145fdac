import { Form, Input } from 'antd'
import { it } from '@/i18n/it'
import { FormDialog } from './FormDialog'

export interface RenameDialogProps {
  open: boolean
  /** Current name, shown in the field. */
  initialName?: string
  /** Dialog title; defaults to "Rinomina". */
  title?: string
  /** The action's label; defaults to "Salva". */
  okText?: string
  /** Why a (trimmed) name cannot be used, shown on the field; null when it can. */
  validate?: (nome: string) => string | null
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

/** The shared rename dialog: a required "Nome" field. */
export function RenameDialog({
  open,
  initialName,
  title,
  okText,
  validate,
  onSubmit,
  onClose,
}: RenameDialogProps) {
  return (
    <FormDialog<FormValues>
      open={open}
      title={title ?? it.comune.rinomina}
      okText={okText ?? it.comune.salva}
      initialValues={{ nome: initialName ?? '' }}
      onSubmit={async (values) => {
        await onSubmit(values.nome.trim())
      }}
      onClose={onClose}
    >
      <Form.Item
        name="nome"
        label={it.comune.nome}
        rules={[
          { required: true, whitespace: true, message: it.comune.nomeObbligatorio },
          ...(validate
            ? [
                {
                  validator: async (_rule: unknown, value: string | undefined) => {
                    const error = value?.trim() ? validate(value.trim()) : null
                    if (error) throw new Error(error)
                  },
                },
              ]
            : []),
        ]}
      >
        <Input autoFocus maxLength={255} />
      </Form.Item>
    </FormDialog>
  )
}
