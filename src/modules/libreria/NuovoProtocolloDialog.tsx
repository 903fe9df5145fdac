import { Form, Input } from 'antd'
import { useNavigate } from 'react-router-dom'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { useProtocolloCreateMutation } from '@/modules/protocollo/api'
import { href } from '@/config/paths'

const t = it.protocollo

interface Values {
  nome: string
}

export interface NuovoProtocolloDialogProps {
  open: boolean
  onClose: () => void
}

/** "Nuovo protocollo": a name -> `protocollo_create` (a draft), then the new protocol opens. */
export function NuovoProtocolloDialog({ open, onClose }: NuovoProtocolloDialogProps) {
  const navigate = useNavigate()
  const [create] = useProtocolloCreateMutation()

  return (
    <FormDialog<Values>
      open={open}
      title={it.crud.nuovo('protocollo')}
      okText={it.comune.crea}
      name="protocollo-nuovo"
      onSubmit={async (values) => {
        const created = await create({
          nome: values.nome.trim(),
          isCertificato: false,
          isBozza: true,
          isCartella: false,
        }).unwrap()
        navigate(href('protocollo-id', { id: created.id }))
      }}
      onClose={onClose}
    >
      <Form.Item
        name="nome"
        label={it.comune.nome}
        rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
      >
        <Input maxLength={150} autoFocus />
      </Form.Item>
    </FormDialog>
  )
}
