import { useState } from 'react'
import { Button, Col, Flex, Row } from 'antd'
import { CopyOutlined, UserAddOutlined } from '@ant-design/icons'
import { Link, useNavigate } from 'react-router-dom'
import { runMutation } from '@/components/run-mutation'
import { DetailHeader } from '@/features/detail-page/DetailHeader'
import { DetailPage } from '@/features/detail-page/DetailPage'
import { useDetailId } from '@/features/detail-page/use-detail-id'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useProtocolloDuplicaMutation, useProtocolloGetQuery } from './api'
import { AssegnaProtocolloDialog } from './AssegnaProtocolloDialog'
import { ProtocolloForm } from './ProtocolloForm'
import { ProtocolloTags } from './ProtocolloTags'
import { SchedeProtocollo } from './SchedeProtocollo'
import type { Protocollo } from './types'
import { VolumeProtocollo } from './VolumeProtocollo'

const t = it.protocollo
const BACK = href('libreria-list', { tab: 'protocolli' })

/** protocollo-id: the protocol's data (form), its ordered sheets, "Duplica" (opens the copy). */
export default function ProtocolloDetailPage() {
  const { id, valid } = useDetailId()
  const query = useProtocolloGetQuery(id, { skip: !valid })
  return (
    <DetailPage
      invalid={!valid}
      query={query}
      notFound={{ title: it.comune.nonTrovato, text: t.nonTrovatoTesto }}
      back={<Link to={BACK}>{it.comune.tornaLibrerie}</Link>}
    >
      {(protocollo) => <ProtocolloDetail protocollo={protocollo} />}
    </DetailPage>
  )
}

function ProtocolloDetail({ protocollo }: { protocollo: Protocollo }) {
  const navigate = useNavigate()
  const [duplica, { isLoading: duplicating }] = useProtocolloDuplicaMutation()
  const [assegna, setAssegna] = useState(false)

  const duplicaEApri = async () => {
    const copy = await runMutation(duplica(protocollo.id))
    if (copy.ok) navigate(href('protocollo-id', { id: copy.data.id }))
  }

  return (
    <Flex vertical gap={16}>
      <DetailHeader
        indietro={{ to: BACK, label: it.comune.tornaLibrerie }}
        title={protocollo.nome}
        tags={<ProtocolloTags protocollo={protocollo} />}
        actions={
          <Flex gap={8} wrap>
            <VolumeProtocollo protocollo={protocollo} />
            <Button
              icon={<CopyOutlined aria-hidden />}
              loading={duplicating}
              onClick={() => void duplicaEApri()}
            >
              {it.comune.duplica}
            </Button>
            <Button
              type="primary"
              icon={<UserAddOutlined aria-hidden />}
              disabled={(protocollo.schede ?? []).length === 0}
              onClick={() => setAssegna(true)}
            >
              {t.assegna.pulsante}
            </Button>
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <ProtocolloForm key={protocollo.id} protocollo={protocollo} />
        </Col>
        <Col xs={24} xl={14}>
          <SchedeProtocollo protocollo={protocollo} />
        </Col>
      </Row>
      <AssegnaProtocolloDialog
        open={assegna}
        protocolloId={protocollo.id}
        onClose={() => setAssegna(false)}
        // The programme is listed in the client's sheets.
        onAssegnato={(clienteId) => navigate(href('cliente-id', { id: clienteId, tab: 'schede' }))}
      />
    </Flex>
  )
}
