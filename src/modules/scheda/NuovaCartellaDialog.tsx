import { Form, Input, Typography } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { useCartellaCreateMutation } from '@/modules/esercizio/api'
import { useSchedaUpdateMutation } from './api'
import type { SchedaRef } from './types'

const t = it.scheda

interface Values {
  nome: string
}

export interface NuovaCartellaDialogProps {
  open: boolean
  scheda: SchedaRef
  onClose: () => void
}

/**
 * "Nuova cartella" from a sheet: `cartella_create` then the sheet's cartelle get the new folder
 * (`scheda_update`).
 */
export function NuovaCartellaDialog({ open, scheda, onClose }: NuovaCartellaDialogProps) {
  const [createCartella] = useCartellaCreateMutation()
  const [updateScheda] = useSchedaUpdateMutation()

  return (
    <FormDialog<Values>
      open={open}
      title={t.nuovaCartella}
      okText={it.cartella.crea}
      name="scheda-cartella"
      onSubmit={async (values) => {
        const cartella = await createCartella({ nome: values.nome.trim() }).unwrap()
        await updateScheda({
          id: scheda.id,
          body: {
            nome: scheda.nome,
            cartelle: [...(scheda.cartelle ?? []), { id: cartella.id, nome: cartella.nome }],
          },
        }).unwrap()
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t.nuovaCartellaAiuto}</Typography.Paragraph>
      <Form.Item
        name="nome"
        label={t.nomeCartella}
        rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
      >
        <Input maxLength={100} />
      </Form.Item>
    </FormDialog>
  )
}
