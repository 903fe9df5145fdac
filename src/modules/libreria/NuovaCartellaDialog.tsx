import { Checkbox, Form, Input, Select } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { FLAG_MACCHINA, PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import { useAttrezzoListQuery, useCartellaCreateMutation } from '@/modules/esercizio/api'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

const t = it.cartella

interface Values {
  nome: string
  attrezzo?: number
  macchina?: boolean
}

export interface NuovaCartellaDialogProps {
  open: boolean
  onClose: () => void
}

/** "Nuova cartella": nome, optional attrezzo and the machine flag (M) -> `cartella_create`. */
export function NuovaCartellaDialog({ open, onClose }: NuovaCartellaDialogProps) {
  const [create] = useCartellaCreateMutation()
  const attrezzi = useAttrezzoListQuery({ pageSize: PAGE_SIZE_ALL }, { skip: !open })
  const options = (attrezzi.data?.data ?? []).map((a) => ({ value: a.id, label: a.nome }))

  return (
    <FormDialog<Values>
      open={open}
      title={t.titoloNuova}
      okText={t.crea}
      name="cartella-nuova"
      onSubmit={(values) => {
        const attrezzo = options.find((o) => o.value === values.attrezzo)
        return create({
          nome: values.nome.trim(),
          attrezzo: attrezzo ? { id: attrezzo.value, nome: attrezzo.label } : null,
          flagAttrezzoMacchina: values.macchina ? FLAG_MACCHINA : attrezzo ? 'L' : null,
        }).unwrap()
      }}
      onClose={onClose}
    >
      <Form.Item
        name="nome"
        label={t.nome}
        rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
      >
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item name="attrezzo" label={t.attrezzo}>
        <Select<number>
          allowClear={clearable}
          showSearch={{ filterOption: filtraOpzione }}
          placeholder={t.nessunAttrezzo}
          loading={attrezzi.isFetching}
          options={options}
        />
      </Form.Item>
      <Form.Item name="macchina" valuePropName="checked">
        <Checkbox>{t.macchina}</Checkbox>
      </Form.Item>
    </FormDialog>
  )
}
