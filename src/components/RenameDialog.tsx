import { Form, Input } from 'antd'
import { it } from '@/i18n/it'
import { FormDialog } from './FormDialog'

export interface RenameDialogProps {
  open: boolean
  /** Current name, shown in the field. */
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

/** The shared rename dialog: a required "Nome" field. */
export function RenameDialog({ open, initialName, title, onSubmit, onClose }: RenameDialogProps) {
  return (
    <FormDialog<FormValues>
      open={open}
      title={title ?? it.lista.rinomina}
      okText={it.lista.salva}
      initialValues={{ nome: initialName ?? '' }}
      onSubmit={async (values) => {
        await onSubmit(values.nome.trim())
      }}
      onClose={onClose}
    >
      <Form.Item
        name="nome"
        label={it.lista.nome}
        rules={[{ required: true, whitespace: true, message: it.lista.nomeObbligatorio }]}
      >
        <Input autoFocus maxLength={255} />
      </Form.Item>
    </FormDialog>
  )
}
