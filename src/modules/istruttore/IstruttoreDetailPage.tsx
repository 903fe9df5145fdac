import { Button, Flex, Result, Skeleton } from 'antd'
import { useNavigate, useParams } from 'react-router-dom'
import { errorStatus } from '@/api/errors'
import { it } from '@/i18n/it'
import { useIstruttoreGetQuery } from './api'
import { IstruttoreDetail } from './IstruttoreDetail'

const t = it.istruttore

function NonTrovato() {
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title={t.nonTrovato}
      subTitle={t.nonTrovatoTesto}
      extra={
        <Button type="primary" onClick={() => navigate('/istruttori')}>
          {t.tornaAllaLista}
        </Button>
      }
    />
  )
}

function IstruttoreEsistente({ id }: { id: number }) {
  const navigate = useNavigate()
  const { data, error, isLoading, isFetching, refetch } = useIstruttoreGetQuery(id)
  if (isLoading) return <Skeleton active paragraph={{ rows: 10 }} />
  if (data) return <IstruttoreDetail istruttore={data} />
  if (errorStatus(error) === 404) return <NonTrovato />
  return (
    <Result
      status="error"
      title={t.erroreCaricamento}
      extra={
        <Flex gap={8} justify="center">
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            {t.riprova}
          </Button>
          <Button onClick={() => navigate('/istruttori')}>{t.tornaAllaLista}</Button>
        </Flex>
      }
    />
  )
}

/** istruttore-id: /istruttori/nuovo (new instructor) or /istruttori/:id. */
export default function IstruttoreDetailPage() {
  const { id = '' } = useParams()
  if (id === 'nuovo') return <IstruttoreDetail key="nuovo" />
  const numeric = Number(id)
  if (!Number.isInteger(numeric) || numeric <= 0) return <NonTrovato />
  return <IstruttoreEsistente key={numeric} id={numeric} />
}
