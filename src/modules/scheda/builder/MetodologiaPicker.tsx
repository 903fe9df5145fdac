import { memo, useEffect, useState } from 'react'
import { Select } from 'antd'
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined'
import { lightIcon } from '@/components/light-icon'
import { it } from '@/i18n/it'
import { useMetodologiaSearchQuery } from '@/modules/metodologia/api'
import { MetodologiaCustomDialog } from '@/modules/metodologia'
import type { Metodologia } from '../types'
import type { MetodologiaRef } from './tree'

const t = it.scheda

/** The option that opens "Nuova metodologia personalizzata" (never a methodology's id). */
const NUOVA = -1

/** "SF-01 Serie fisse 3x10" */
export const nomeMetodologia = (m: Pick<MetodologiaRef, 'codice' | 'descrizione' | 'id'>) =>
  [m.codice, m.descrizione].filter(Boolean).join(' ') || `#${m.id}`

export interface MetodologiaPickerProps {
  value: MetodologiaRef | null | undefined
  /** The accessible name (e.g. "Metodologia, esercizio 3: Panca piana"). */
  label: string
  /** A methodology chosen (null: "Nessuna metodologia"). */
  onChange: (metodologia: Metodologia | null) => void
  width?: number | string
}

/**
 * A methodology for a detail or a group: a compact button that shows the current one; opened, a
 * select that searches the methodologies (`metodologia_search`: drafts only for admins) by
 * codice or descrizione, with "Nessuna metodologia" to remove it. The select is made only while
 * open, so a group of a hundred exercises stays light. Its last option, "Nuova metodologia
 * personalizzata", opens MetodologiaCustomDialog (the codice starts as the text searched) and
 * picks the methodology created.
 */
export const MetodologiaPicker = memo(function MetodologiaPicker({
  value,
  label,
  onChange,
  width = '100%',
}: MetodologiaPickerProps) {
  const [open, setOpen] = useState(false)
  /** The custom-methodology dialog, open with the text searched (null: closed). */
  const [creating, setCreating] = useState<string | null>(null)

  const dialog = creating !== null && (
    <MetodologiaCustomDialog
      open
      initialCodice={creating}
      onCreated={onChange}
      onClose={() => setCreating(null)}
    />
  )

  if (!open) {
    return (
      <>
        <button
          type="button"
          className="scheda-cell"
          aria-label={`${label}: ${value ? nomeMetodologia(value) : t.togliMetodologia}`}
          aria-haspopup="listbox"
          onClick={() => setOpen(true)}
          style={{ width }}
          title={value ? nomeMetodologia(value) : undefined}
        >
          <span
            className="scheda-builder-ellipsis"
            style={value ? undefined : { color: 'var(--ant-color-text-placeholder)' }}
          >
            {value ? nomeMetodologia(value) : it.comune.metodologia}
          </span>
          {lightIcon(DownOutlined)}
        </button>
        {dialog}
      </>
    )
  }

  return (
    <MetodologiaSelect
      value={value}
      label={label}
      onChange={onChange}
      onCreate={setCreating}
      onClose={() => setOpen(false)}
      width={width}
    />
  )
})

/** The picker open: the search (made only now, so the closed pickers of a group stay light). */
function MetodologiaSelect({
  value,
  label,
  onChange,
  onCreate,
  onClose,
  width,
}: MetodologiaPickerProps & { onCreate: (text: string) => void; onClose: () => void }) {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text])
  const { data, isFetching } = useMetodologiaSearchQuery({ search })
  const rows = data?.data ?? []
  const close = onClose
  return (
    <Select<number>
      aria-label={label}
      autoFocus
      defaultOpen
      open
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      placeholder={t.cercaMetodologia}
      loading={isFetching}
      value={value?.id}
      style={{ width }}
      popupMatchSelectWidth={320}
      notFoundContent={isFetching ? undefined : t.nessunaMetodologia}
      options={[
        // "Nessuna" only before searching, so Enter after a search picks the first match.
        ...(value && text === '' ? [{ value: 0, label: t.togliMetodologia }] : []),
        ...rows.map((m) => ({ value: m.id, label: nomeMetodologia(m) })),
        { value: NUOVA, label: it.crud.nuovo('metodologiaPersonalizzata') },
      ]}
      onChange={(id) => {
        close()
        if (id === NUOVA) onCreate(text.trim())
        else if (id === 0) onChange(null)
        else {
          const chosen = rows.find((m) => m.id === id)
          if (chosen) onChange(chosen)
        }
      }}
      onOpenChange={(next) => {
        if (!next) close()
      }}
      onBlur={close}
    />
  )
}
