import { Checkbox, Form, Input, Select, Typography } from 'antd'
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
  /**
   * From a sheet: the folder is only named, a line says the sheet goes in it, and this makes the
   * folder and puts the sheet in it (the sheet module's schedaNuovaCartella). Without it, the
   * library's dialog: nome, optional attrezzo and the machine flag (M), cartella_create.
   */
  daScheda?: (nome: string) => Promise<unknown>
}

/** "Nuova cartella": the one dialog that makes a folder, from the library or from a sheet. */
export function NuovaCartellaDialog({ open, onClose, daScheda }: NuovaCartellaDialogProps) {
  const [create] = useCartellaCreateMutation()
  const attrezzi = useAttrezzoListQuery(
    { pageSize: PAGE_SIZE_ALL },
    { skip: !open || daScheda !== undefined },
  )
  const options = (attrezzi.data?.data ?? []).map((a) => ({ value: a.id, label: a.nome }))

  return (
    <FormDialog<Values>
      open={open}
      title={it.crud.nuovo('cartella')}
      okText={it.comune.crea}
      name={daScheda ? 'scheda-cartella' : 'cartella-nuova'}
      onSubmit={(values) => {
        if (daScheda) return daScheda(values.nome.trim())
        const attrezzo = options.find((o) => o.value === values.attrezzo)
        return create({
          nome: values.nome.trim(),
          attrezzo: attrezzo ? { id: attrezzo.value, nome: attrezzo.label } : null,
          flagAttrezzoMacchina: values.macchina ? FLAG_MACCHINA : attrezzo ? 'L' : null,
        }).unwrap()
      }}
      onClose={onClose}
    >
      {daScheda && (
        <Typography.Paragraph type="secondary">{it.scheda.nuovaCartellaAiuto}</Typography.Paragraph>
      )}
      <Form.Item
        name="nome"
        label={daScheda ? it.scheda.nomeCartella : it.comune.nome}
        rules={[
          {
            required: true,
            whitespace: true,
            message: daScheda ? it.comune.nomeObbligatorio : t.nomeObbligatorio,
          },
        ]}
      >
        <Input maxLength={100} autoFocus={!daScheda} />
      </Form.Item>
      {!daScheda && (
        <>
          <Form.Item name="attrezzo" label={it.comune.attrezzo}>
            <Select<number>
              allowClear={clearable}
              showSearch={{ filterOption: filtraOpzione }}
              placeholder={it.comune.nessunAttrezzo}
              loading={attrezzi.isFetching}
              options={options}
            />
          </Form.Item>
          <Form.Item name="macchina" valuePropName="checked">
            <Checkbox>{it.comune.macchina}</Checkbox>
          </Form.Item>
        </>
      )}
    </FormDialog>
  )
}
