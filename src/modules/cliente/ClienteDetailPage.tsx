import { Button, Result, Skeleton } from 'antd'
import { Link, useParams } from 'react-router-dom'
import { errorStatus } from '@/api/errors'
import { it } from '@/i18n/it'
import { useClienteGetQuery } from './api'
import { ClienteDetail } from './ClienteDetail'

const t = it.cliente

function NonTrovato() {
  return (
    <Result
      status="404"
      title={t.nonTrovato}
      subTitle={t.nonTrovatoTesto}
      extra={
        <Link to="/clienti">
          <Button type="primary">{t.tornaAllaLista}</Button>
        </Link>
      }
    />
  )
}

function ClienteEsistente({ id }: { id: number }) {
  const { data, error, isLoading } = useClienteGetQuery(id)
  if (isLoading) return <Skeleton active paragraph={{ rows: 10 }} />
  if (!data)
    return errorStatus(error) === 404 ? <NonTrovato /> : <Skeleton paragraph={{ rows: 10 }} />
  return <ClienteDetail cliente={data} />
}

/** cliente-id: /clienti/nuovo (new client) or /clienti/:id. */
export default function ClienteDetailPage() {
  const { id = '' } = useParams()
  if (id === 'nuovo') return <ClienteDetail key="nuovo" />
  const numeric = Number(id)
  if (!Number.isInteger(numeric) || numeric <= 0) return <NonTrovato />
  return <ClienteEsistente key={numeric} id={numeric} />
}
