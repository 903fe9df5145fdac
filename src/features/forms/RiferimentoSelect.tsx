import { Select, type SelectProps } from 'antd'
import type { RiferimentoKey } from '@/api/resources'
import { useRiferimentoList } from '@/api/riferimenti'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

type RiferimentoSelectProps = Omit<SelectProps<number[]>, 'options' | 'mode' | 'loading'> & {
  riferimento: RiferimentoKey
  /** The text of the empty field: each form says "Selezionare" its own way. */
  placeholder: string
}

/**
 * A multi-select over a reference list (sport, attivita, muscolo...: every row, sorted by nome),
 * searchable by label: the client's and the exercise's forms.
 */
export function RiferimentoSelect({ riferimento, ...props }: RiferimentoSelectProps) {
  const { data, isFetching } = useRiferimentoList(riferimento)
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      allowClear={clearable}
      showSearch={{ filterOption: filtraOpzione }}
      loading={isFetching}
      options={(data?.data ?? []).map((row) => ({ value: row.id, label: row.nome }))}
    />
  )
}
