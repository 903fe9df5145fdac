import { useMemo, useState } from 'react'
import { Button, Flex, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { KeyOutlined } from '@ant-design/icons'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import { useSessionUser } from '@/features/auth/session'
import { it } from '@/i18n/it'
import { useUtenteListQuery } from './api'
import { ResetPasswordDialog, type Utente } from './ResetPasswordDialog'

const RUOLI: Record<Utente['roles'][number], { label: string; color: string }> = {
  ROLE_ADMIN: { label: it.utente.amministratore, color: 'purple' },
  ROLE_ISTRUTTORE: { label: it.comune.istruttore, color: 'blue' },
}

interface DialogState {
  utente: Utente
  open: boolean
}

/**
 * Admin list of the users of the tenant, with the reset-password dialog for each other user (the
 * own password changes only through "Password dimenticata?": the server refuses it here).
 */
export default function ResetUserPasswordPage() {
  const [dialog, setDialog] = useState<DialogState | null>(null)
  const selfId = useSessionUser()?.id

  const columns = useMemo<ColumnsType<Utente>>(
    () => [
      { title: it.comune.email, dataIndex: 'email', sorter: true },
      { title: it.comune.nome, dataIndex: 'nome', sorter: true },
      { title: it.comune.cognome, dataIndex: 'cognome', sorter: true },
      {
        title: it.utente.ruoli,
        key: 'ruoli',
        render: (_value, utente) =>
          utente.roles.map((role) => (
            <Tag key={role} color={RUOLI[role].color}>
              {RUOLI[role].label}
            </Tag>
          )),
      },
      {
        title: it.comune.azioni,
        key: 'azioni',
        render: (_value, utente) =>
          utente.id === selfId ? (
            <Typography.Text type="secondary">{it.utente.tuoAccount}</Typography.Text>
          ) : (
            <Button
              size="small"
              icon={<KeyOutlined aria-hidden />}
              aria-label={it.utente.reimpostaDi(`${utente.nome} ${utente.cognome}`)}
              onClick={() => setDialog({ utente, open: true })}
            >
              {it.utente.reimposta}
            </Button>
          ),
      },
    ],
    [selfId],
  )

  const list = useListParams('utente')

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {it.menu.titoli.resetUserPassword}
      </Typography.Title>
      <ResourceTable<Utente>
        list={list}
        useList={useUtenteListQuery}
        columns={columns}
        searchable
        label={it.utente.elenco}
      />
      <ResetPasswordDialog
        open={dialog?.open ?? false}
        utente={dialog?.utente ?? null}
        onClose={() => setDialog((current) => current && { ...current, open: false })}
      />
    </Flex>
  )
}
