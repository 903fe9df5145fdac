import { useCallback, useMemo, useState } from 'react'
import { Button, Flex, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import { formatDate } from '@/components/format-date'
import { useConfirm } from '@/components/use-confirm'
import { useSessionUser } from '@/features/auth/session'
import { it } from '@/i18n/it'
import { useTenantDisattivaMutation, useTenantListQuery } from './api'
import { TenantScadenzaDialog, type ScadenzaMode } from './TenantScadenzaDialog'
import { TenantStatoTag } from './TenantStatoTag'
import { tenantStato, type Tenant } from './tenant-stato'

interface DialogState {
  mode: ScadenzaMode
  tenant: Tenant
  open: boolean
}

/**
 * Tenants (SPEC 1, 6): the administrator sees every tenant and activates, deactivates or moves
 * the expiry of any (the route is the administrator's only), never deactivates the own tenant
 * (the server refuses it: the administrator would be locked out).
 */
export default function TenantsPage() {
  const ownTenant = useSessionUser()?.tenantId
  const confirm = useConfirm()
  const [disattiva] = useTenantDisattivaMutation()
  const [dialog, setDialog] = useState<DialogState | null>(null)

  const askDisattiva = useCallback(
    async (tenant: Tenant) => {
      const ok = await confirm({
        title: it.tenant.disattivaTitolo,
        content: (
          <>
            <Typography.Paragraph>{it.tenant.disattivaDomanda(tenant.nome)}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {it.tenant.disattivaSpiegazione}
            </Typography.Paragraph>
          </>
        ),
        okText: it.tenant.disattiva,
        danger: true,
      })
      // The base query shows the outcome (success or error toast); the list refreshes by its tag.
      if (ok) await disattiva({ tenantId: tenant.tenantId })
    },
    [confirm, disattiva],
  )

  const columns = useMemo<ColumnsType<Tenant>>(
    () => [
      { title: it.comune.nome, dataIndex: 'nome', sorter: true },
      { title: it.tenant.tenantId, dataIndex: 'tenantId', sorter: true },
      {
        title: it.comune.stato,
        key: 'stato',
        render: (_value, tenant) => <TenantStatoTag stato={tenantStato(tenant)} />,
      },
      {
        title: it.tenant.dataScadenza,
        dataIndex: 'dataScadenza',
        sorter: true,
        render: (value: string | null) => formatDate(value) || it.tenant.senzaScadenza,
      },
      {
        title: it.comune.azioni,
        key: 'azioni',
        render: (_value, tenant) => {
          const stato = tenantStato(tenant)
          return (
            <Flex gap={8} wrap>
              {stato !== 'attivo' && (
                <Button
                  size="small"
                  type="primary"
                  aria-label={it.tenant.attivaDi(tenant.nome)}
                  onClick={() => setDialog({ mode: 'attiva', tenant, open: true })}
                >
                  {it.tenant.attiva}
                </Button>
              )}
              {tenant.attivo && (
                <Button
                  size="small"
                  aria-label={it.tenant.modificaScadenzaDi(tenant.nome)}
                  onClick={() => setDialog({ mode: 'modifica', tenant, open: true })}
                >
                  {it.tenant.modificaScadenza}
                </Button>
              )}
              {tenant.attivo && tenant.tenantId !== ownTenant && (
                <Button
                  size="small"
                  danger
                  aria-label={it.tenant.disattivaDi(tenant.nome)}
                  onClick={() => void askDisattiva(tenant)}
                >
                  {it.tenant.disattiva}
                </Button>
              )}
              {tenant.tenantId === ownTenant && (
                <Typography.Text type="secondary">{it.tenant.proprioTenant}</Typography.Text>
              )}
            </Flex>
          )
        },
      },
    ],
    [askDisattiva, ownTenant],
  )

  const list = useListParams('tenant')

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {it.comune.tenants}
      </Typography.Title>
      <ResourceTable<Tenant>
        list={list}
        useList={useTenantListQuery}
        columns={columns}
        rowKey="tenantId"
        searchable
        label={it.tenant.elenco}
      />
      <TenantScadenzaDialog
        open={dialog?.open ?? false}
        mode={dialog?.mode ?? 'attiva'}
        tenant={dialog?.tenant ?? null}
        onClose={() => setDialog((current) => current && { ...current, open: false })}
      />
    </Flex>
  )
}
