import { Form, Input } from 'antd'
import type { components } from '@/api/schema.gen'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { useAttrezzoCreateMutation } from '@/modules/esercizio/api'

type Attrezzo = components['schemas']['Attrezzo']

const t = it.esercizio

export interface NuovoAttrezzoDialogProps {
  open: boolean
  /** Called with the created piece of equipment (`attrezzo_create`). */
  onCreated: (attrezzo: Attrezzo) => void
  onClose: () => void
}

/** "Nuovo attrezzo": creates a piece of equipment from the exercise form. */
export function NuovoAttrezzoDialog({ open, onCreated, onClose }: NuovoAttrezzoDialogProps) {
  const [create] = useAttrezzoCreateMutation()

  return (
    <FormDialog<{ nome: string }>
      open={open}
      title={it.crud.nuovo('attrezzo')}
      okText={it.comune.crea}
      name="attrezzo-nuovo"
      onSubmit={async (values) => onCreated(await create({ nome: values.nome.trim() }).unwrap())}
      onClose={onClose}
    >
      <Form.Item
        name="nome"
        label={it.comune.nome}
        rules={[{ required: true, whitespace: true, message: t.nomeAttrezzoObbligatorio }]}
      >
        <Input autoFocus maxLength={100} />
      </Form.Item>
    </FormDialog>
  )
}
