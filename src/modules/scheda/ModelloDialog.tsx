import { useEffect, useState } from 'react'
import { Alert, Button, Form, Input, Modal, Typography } from 'antd'
import { Link } from 'react-router-dom'
import { FormDialog } from '@/features/forms/FormDialog'
import { da } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useSchedaCreateTemplateFromSchedaMutation } from './api'
import { nomeSenzaCliente, type SchedaRef } from './types'

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
 * "Crea modello dalla scheda": `scheda_createTemplateFromScheda` {id, nome}, the name
 * proposed without the client's. An answer with success false keeps the dialog open and shows its
 * error; a success says where the new template is, with a link to it.
 */
export function ModelloDialog({ open, scheda, onClose }: ModelloDialogProps) {
  const [createTemplate] = useSchedaCreateTemplateFromSchedaMutation()
  const [failure, setFailure] = useState('')
  const [creato, setCreato] = useState<{ id: number; nome: string } | null>(null)

  useEffect(() => {
    if (open) setFailure('')
  }, [open])

  return (
    <>
      <FormDialog<Values>
        open={open}
        title={t.modello}
        okText={it.comune.conferma}
        name="scheda-modello"
        initialValues={{ nome: nomeSenzaCliente(scheda.nome ?? '', scheda.cliente) }}
        onSubmit={async (values) => {
          setFailure('')
          const nome = values.nome.trim()
          try {
            const result = await createTemplate({ id: scheda.id, nome }).unwrap()
            if (result.id !== null && result.id !== undefined) setCreato({ id: result.id, nome })
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
          rules={[{ required: true, whitespace: true, message: it.comune.nomeObbligatorio }]}
        >
          <Input maxLength={150} />
        </Form.Item>
      </FormDialog>
      <Modal
        open={creato !== null}
        title={t.modelloCreato}
        onCancel={() => setCreato(null)}
        footer={<Button onClick={() => setCreato(null)}>{it.comune.chiudi}</Button>}
      >
        {creato && (
          <Typography.Paragraph>
            {t.modelloCreatoTesto}{' '}
            <Link
              to={href('scheda-id', { id: creato.id })}
              state={da(href('libreria-list', { tab: 'modelli' }), t.tornaLibreria)}
              onClick={() => setCreato(null)}
            >
              {t.apriModello(creato.nome)}
            </Link>
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  )
}
