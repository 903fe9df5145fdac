import { Button } from 'antd'
import { Link } from 'react-router-dom'
import { DetailPage } from '@/features/detail-page/DetailPage'
import { useDetailId } from '@/features/detail-page/use-detail-id'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useClienteGetQuery } from './api'
import { ClienteDetail } from './ClienteDetail'
import { useGdprDaRinnovareQuery } from './gdpr-api'

const t = it.cliente

/** cliente-id: /clienti/nuovo (new client) or /clienti/:id. */
export default function ClienteDetailPage() {
  const { isNew, id: numeric, valid } = useDetailId()
  const query = useClienteGetQuery(numeric, { skip: isNew || !valid })
  // Asked beside the client: its "consent to renew" warning opens the page, not moves it later.
  // Waited for until its first answer only: a failed one is asked again by the page (RTK Query
  // refetches a failed query for a new subscriber), which must not take the page away again.
  const rinnovi = useGdprDaRinnovareQuery(undefined, { skip: isNew || !valid })
  if (isNew) return <ClienteDetail key="nuovo" />
  return (
    <DetailPage
      invalid={!valid}
      query={query}
      alsoLoading={rinnovi.isLoading && !rinnovi.error}
      notFound={{ title: it.comune.nonTrovato, text: t.nonTrovatoTesto }}
      back={
        <Link to={href('cliente-list')}>
          <Button type="primary">{t.tornaAllaLista}</Button>
        </Link>
      }
    >
      {(cliente) => <ClienteDetail key={cliente.id} cliente={cliente} />}
    </DetailPage>
  )
}
