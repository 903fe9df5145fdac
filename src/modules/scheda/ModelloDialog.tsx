import { useEffect, useState } from 'react'
import { Alert, Form, Input } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { useSchedaCreateTemplateFromSchedaMutation } from './api'
import type { SchedaRef } from './types'

const t = it.scheda

interface Values {
  nome: string
}

/** The reason of a template creation answered with success false ('' for other failures). */
function templateError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return ''
  const { status, error: reason } = error as { status?: unknown; error?: unknown }
  return status === 'CUSTOM_ERROR' && typeof reason === 'string' ? reason : ''
}

export interface ModelloDialogProps {
  open: boolean
  scheda: SchedaRef
  onClose: () => void
}

/**
 * "Crea modello dalla scheda": POST /api/scheda/createtemplatefromscheda {id, nome}. An answer with
 * success false keeps the dialog open and shows its error.
 */
export function ModelloDialog({ open, scheda, onClose }: ModelloDialogProps) {
  const [createTemplate] = useSchedaCreateTemplateFromSchedaMutation()
  const [failure, setFailure] = useState('')

  useEffect(() => {
    if (open) setFailure('')
  }, [open])

  return (
    <FormDialog<Values>
      open={open}
      title={t.modello}
      okText={t.conferma}
      name="scheda-modello"
      initialValues={{ nome: scheda.nome }}
      onSubmit={async (values) => {
        setFailure('')
        try {
          await createTemplate({ id: scheda.id, nome: values.nome.trim() }).unwrap()
        } catch (error) {
          setFailure(templateError(error))
          throw error
        }
      }}
      onClose={onClose}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="nome"
        label={t.nomeModello}
        rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
      >
        <Input maxLength={150} />
      </Form.Item>
    </FormDialog>
  )
}
