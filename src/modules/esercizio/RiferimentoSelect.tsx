import { Select, type SelectProps } from 'antd'
import type { RiferimentoKey } from '@/api/resources'
import { it } from '@/i18n/it'
import { useRiferimentoList } from '@/api/riferimenti'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

type RiferimentoSelectProps = Omit<SelectProps<number[]>, 'options' | 'mode' | 'loading'> & {
  riferimento: RiferimentoKey
}

/** A multi-select over a reference list (every row, sorted by nome), searchable by label. */
export function RiferimentoSelect({ riferimento, ...props }: RiferimentoSelectProps) {
  const { data, isFetching } = useRiferimentoList(riferimento)
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      allowClear={clearable}
      showSearch={{ filterOption: filtraOpzione }}
      placeholder={it.esercizio.selezionare}
      loading={isFetching}
      options={(data?.data ?? []).map((row) => ({ value: row.id, label: row.nome }))}
    />
  )
}
