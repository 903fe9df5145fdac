import { Button, Col, Flex, Result, Row, Skeleton, Typography } from 'antd'
import { ArrowLeftOutlined, CopyOutlined } from '@ant-design/icons'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { runMutation } from '@/api/run-mutation'
import { errorStatus } from '@/api/errors'
import { it } from '@/i18n/it'
import { useDuplicaProtocolloMutation, useProtocolloGetQuery } from './api'
import { ProtocolloForm } from './ProtocolloForm'
import { ProtocolloTags } from './ProtocolloTags'
import { SchedeProtocollo } from './SchedeProtocollo'
import { VolumeProtocollo } from './VolumeProtocollo'

const t = it.protocollo
const BACK = '/librerie?tab=protocolli'

/** protocollo-id: the protocol's data (form), its ordered sheets, "Duplica" (opens the copy). */
export default function ProtocolloDetailPage() {
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const { data: protocollo, error, isLoading } = useProtocolloGetQuery(id, { skip: !valid })
  const [duplica, { isLoading: duplicating }] = useDuplicaProtocolloMutation()

  if (!valid || errorStatus(error) === 404) {
    return (
      <Result
        status="404"
        title={t.nonTrovato}
        subTitle={t.nonTrovatoTesto}
        extra={<Link to={BACK}>{t.indietro}</Link>}
      />
    )
  }
  if (isLoading || !protocollo) return <Skeleton active />

  const duplicaEApri = async () => {
    const copy = await runMutation(duplica(protocollo.id))
    if (copy.ok) navigate(`/librerie/protocolli/${copy.data.id}`)
  }

  return (
    <Flex vertical gap={16}>
      <Link to={BACK}>
        <ArrowLeftOutlined aria-hidden /> {t.indietro}
      </Link>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {protocollo.nome}
          </Typography.Title>
          <ProtocolloTags protocollo={protocollo} />
        </Flex>
        <Flex gap={8} wrap>
          <VolumeProtocollo protocollo={protocollo} />
          <Button
            icon={<CopyOutlined aria-hidden />}
            loading={duplicating}
            onClick={() => void duplicaEApri()}
          >
            {t.duplica}
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <ProtocolloForm key={protocollo.id} protocollo={protocollo} />
        </Col>
        <Col xs={24} xl={14}>
          <SchedeProtocollo protocollo={protocollo} />
        </Col>
      </Row>
    </Flex>
  )
}
