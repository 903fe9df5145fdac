import { Checkbox, Form, Input } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { LISTE, type ListaKey, type NomeDefault } from './liste'

const t = it.metodologia.nomeDefault

interface Values {
  nome: string
  isDefault: boolean
}

export interface NomeDefaultDialogProps {
  lista: ListaKey
  open: boolean
  /** The row to edit; null for a new one. */
  row: NomeDefault | null
  onClose: () => void
}

/**
 * New or edit a type or method of methodology: nome and "Predefinito". Making a row the default
 * takes the flag from the others (the server keeps one); the default itself cannot drop it here.
 */
export function NomeDefaultDialog({ lista, open, row, onClose }: NomeDefaultDialogProps) {
  const { testi, useCreate, useUpdate } = LISTE[lista]
  const [create] = useCreate()
  const [update] = useUpdate()
  const fisso = row?.isDefault === true

  return (
    <FormDialog<Values>
      open={open}
      title={row ? testi.titoloModifica : testi.titoloNuovo}
      okText={row ? it.comune.salva : it.comune.crea}
      name={`${lista}-dialog`}
      initialValues={{ nome: row?.nome ?? '', isDefault: fisso }}
      onSubmit={(values) => {
        const body = { nome: values.nome.trim(), isDefault: values.isDefault === true }
        return row ? update({ id: row.id, body }).unwrap() : create(body).unwrap()
      }}
      onClose={onClose}
    >
      <Form.Item
        name="nome"
        label={it.comune.nome}
        rules={[{ required: true, whitespace: true, message: testi.nomeObbligatorio }]}
      >
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item
        name="isDefault"
        valuePropName="checked"
        extra={fisso ? testi.predefinitoFisso : testi.predefinitoAiuto}
      >
        <Checkbox disabled={fisso}>{t.predefinito}</Checkbox>
      </Form.Item>
    </FormDialog>
  )
}
