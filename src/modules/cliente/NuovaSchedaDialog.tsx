import { useEffect, useState } from 'react'
import { Alert, DatePicker, Form, Input, Select, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { DATE_FORMAT, ISO_DATE, PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import { useLibreriaListQuery } from '@/modules/libreria/api'
import { useCreateSchedaFromTemplateMutation, useSchedaCreateMutation } from '@/modules/scheda/api'
import { errorMessage } from '@/api/errors'
import { dataFineRule } from '@/components/date-rules'
import { FormDialog } from '@/components/FormDialog'
import { nomeCompleto, type Cliente } from './cliente-form'

const t = it.cliente.schede

interface Values {
  template: number | null
  nome: string
  dataInizio: Dayjs | null
  dataFine: Dayjs | null
}

export interface NuovaSchedaDialogProps {
  open: boolean
  cliente: Pick<Cliente, 'id' | 'nome' | 'cognome'>
  onClose: () => void
  /** Called with the new sheet's id once the template has been copied into it. */
  onCreated?: (schedaId: number) => void
}

const TEMPLATES = { params: { page: 1, pageSize: PAGE_SIZE_ALL, sortBy: 'nome' } }

/**
 * "Nuova scheda da modello": creates the client's sheet (POST /api/scheda/) and copies the chosen
 * template into it (createschedafromtemplate {id: template, schedaId}). When the copy answers
 * success false, its error is shown and a retry reuses the sheet already created.
 */
export function NuovaSchedaDialog({ open, cliente, onClose, onCreated }: NuovaSchedaDialogProps) {
  const [form] = Form.useForm<Values>()
  const { data: templates, isFetching } = useLibreriaListQuery(TEMPLATES, { skip: !open })
  const [createScheda] = useSchedaCreateMutation()
  const [fromTemplate] = useCreateSchedaFromTemplateMutation()
  const [created, setCreated] = useState<{ id: number; nome: string } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    if (!open) return
    setCreated(null)
    setFailure(null)
  }, [open])

  const submit = async (values: Values) => {
    if (!values.template || !values.dataInizio) return
    setFailure(null)
    // A 422 on the sheet's own fields lands on them (FormDialog); other errors are toasted.
    let scheda = created
    if (!scheda) {
      const answer = await createScheda({
        nome: values.nome.trim(),
        dataInizio: values.dataInizio.format(ISO_DATE),
        dataFine: values.dataFine ? values.dataFine.format(ISO_DATE) : null,
        cliente: { id: cliente.id },
        isCliente: true,
        isTemplate: false,
        isBozza: false,
      }).unwrap()
      scheda = { id: answer.id, nome: answer.nome }
      setCreated(scheda)
    }
    try {
      await fromTemplate({ id: values.template, schedaId: scheda.id }).unwrap()
    } catch (error) {
      const answer = (error as { data?: { error?: string | null } }).data
      setFailure(answer?.error ?? errorMessage(error) ?? it.errori.tecnico)
      throw error
    }
    onCreated?.(scheda.id)
  }

  const templateOptions = (templates?.data ?? []).map((row) => ({
    value: row.id,
    label: row.nome,
  }))

  return (
    <FormDialog<Values>
      open={open}
      title={t.nuovaDaModello}
      okText={t.crea}
      name="nuovaScheda"
      form={form}
      width={560}
      initialValues={{
        template: null,
        nome: '',
        dataInizio: dayjs().startOf('day'),
        dataFine: null,
      }}
      onValuesChange={(changed) => {
        // The sheet takes the template's name until the user writes one.
        if (changed.template !== undefined && !form.isFieldTouched('nome')) {
          const label = templateOptions.find((o) => o.value === changed.template)?.label
          if (label) form.setFieldValue('nome', `${label} - ${nomeCompleto(cliente)}`)
        }
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t.dialogTesto}</Typography.Paragraph>
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={failure}
          description={created ? t.creataVuota(created.nome) : undefined}
        />
      )}
      <Form.Item
        name="template"
        label={t.modello}
        rules={[{ required: true, message: t.modelloObbligatorio }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={isFetching}
          placeholder={it.cliente.campi.selezionare}
          options={templateOptions}
        />
      </Form.Item>
      <Form.Item
        name="nome"
        label={t.nomeScheda}
        rules={[
          { required: true, whitespace: true, message: t.nomeObbligatorio },
          { max: 150, message: it.cliente.regole.troppoLungo(150) },
        ]}
      >
        <Input maxLength={150} />
      </Form.Item>
      <Form.Item
        name="dataInizio"
        label={t.dataInizio}
        rules={[{ required: true, message: t.dataInizioObbligatoria }]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="dataFine"
        label={t.dataFine}
        dependencies={['dataInizio']}
        rules={[dataFineRule]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  )
}
