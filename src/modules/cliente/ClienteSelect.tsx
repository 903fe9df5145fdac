import { useState } from 'react'
import { Select, type SelectProps } from 'antd'
import { useClienteListQuery } from './api'
import { nomeCompleto } from './cliente-form'

/** The clients a search shows at most: enough to choose from, light on a 10,000-client tenant. */
const RISULTATI = 20

export type ClienteSelectProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'>

/**
 * A client chosen by typing (cognome, nome or codice fiscale, the list's own search on the
 * server): for the forms that give something to a client (a new sheet, a programme). Used inside a
 * Form.Item, which gives it its value and label.
 */
export function ClienteSelect(props: ClienteSelectProps) {
  const [search, setSearch] = useState('')
  const clienti = useClienteListQuery({ search, pageSize: RISULTATI })
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={clienti.isFetching}
      options={(clienti.data?.data ?? []).map((c) => ({ value: c.id, label: nomeCompleto(c) }))}
    />
  )
}
