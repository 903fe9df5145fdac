import { useState } from 'react'
import { Alert, Button, Flex, Form, Input, Select } from 'antd'
import { SaveOutlined } from '@ant-design/icons'
import { notify } from '@/components/feedback'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import type { RegoleProgressione } from './analisi/progressione'
import { useProgressioneCreateMutation, useProgressioneListQuery } from './progressione-api'

const t = it.progressione

export interface ProgressioniSalvateProps {
  /** A saved progression was chosen: its rules. */
  onScegli: (regole: RegoleProgressione) => void
  /** The rules as the form holds them now (what "Salva come progressione" saves). */
  regole: () => RegoleProgressione
}

/**
 * The tenant's saved progressions: choose one to fill the rules, or save the rules under a name.
 * A backend without the (optional) resource: said once, and the rules apply to this block only.
 */
export function ProgressioniSalvate({ onScegli, regole }: ProgressioniSalvateProps) {
  const lista = useProgressioneListQuery()
  const [crea] = useProgressioneCreateMutation()
  const [salva, setSalva] = useState(false)
  const [scelta, setScelta] = useState<number | null>(null)

  if (lista.isError) return <Alert type="info" showIcon title={t.salvateNonDisponibili} />
  const progressioni = lista.data ?? []
  return (
    <Flex gap={8} align="end" wrap style={{ marginBottom: 16 }}>
      <Form.Item label={t.salvate} style={{ marginBottom: 0, minWidth: 260 }}>
        <Select<number>
          aria-label={t.salvate}
          placeholder={t.salvatePlaceholder}
          loading={lista.isLoading}
          value={scelta ?? undefined}
          // onSelect: the progression shown chosen again fills the rules again.
          onSelect={(id: number) => {
            setScelta(id)
            const p = progressioni.find((x) => x.id === id)
            if (p) onScegli(p.regole as RegoleProgressione)
          }}
          options={progressioni.map((p) => ({ value: p.id, label: p.nome }))}
        />
      </Form.Item>
      <Button icon={<SaveOutlined aria-hidden />} onClick={() => setSalva(true)}>
        {t.salva}
      </Button>
      <FormDialog<{ nome: string }>
        open={salva}
        title={t.salva}
        okText={t.salva}
        name="progressione-salva"
        onClose={() => setSalva(false)}
        onSubmit={async ({ nome }) => {
          const salvata = await crea({ nome: nome.trim(), regole: regole() }).unwrap()
          setScelta(salvata.id)
          notify.success(t.salvata(salvata.nome))
        }}
      >
        <Form.Item
          name="nome"
          label={t.nomeProgressione}
          rules={[{ required: true, whitespace: true, message: t.nomeProgressioneObbligatorio }]}
        >
          <Input maxLength={80} />
        </Form.Item>
      </FormDialog>
    </Flex>
  )
}
