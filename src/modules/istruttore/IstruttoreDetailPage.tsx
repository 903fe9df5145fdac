import { Button } from 'antd'
import { useNavigate } from 'react-router-dom'
import { DetailPage } from '@/features/detail-page/DetailPage'
import { useDetailId } from '@/features/detail-page/use-detail-id'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useIstruttoreGetQuery } from './api'
import { IstruttoreDetail } from './IstruttoreDetail'

const t = it.istruttore

/** istruttore-id: /istruttori/nuovo (new instructor) or /istruttori/:id. */
export default function IstruttoreDetailPage() {
  const navigate = useNavigate()
  const { isNew, id: numeric, valid } = useDetailId()
  const query = useIstruttoreGetQuery(numeric, { skip: isNew || !valid })
  if (isNew) return <IstruttoreDetail key="nuovo" />
  return (
    <DetailPage
      invalid={!valid}
      query={query}
      notFound={{ title: it.comune.nonTrovato, text: t.nonTrovatoTesto }}
      errorTitle={t.erroreCaricamento}
      back={
        <Button type="primary" onClick={() => navigate(href('istruttore-list'))}>
          {t.tornaAllaLista}
        </Button>
      }
    >
      {(istruttore) => <IstruttoreDetail key={istruttore.id} istruttore={istruttore} />}
    </DetailPage>
  )
}
