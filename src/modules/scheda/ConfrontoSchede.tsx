import { tableLoading } from '@/components/table-loading'
import type { ReactNode } from 'react'
import { Card, Col, Flex, Row, Table, Tag, Typography } from 'antd'
import {
  CheckOutlined,
  EditOutlined,
  MinusCircleOutlined,
  PlusCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons'
import { Link, useLocation } from 'react-router-dom'
import { formatDate } from '@/components/format-date'
import { formatDecimal, formatDurata } from '@/components/format-number'
import { da } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import {
  ESITI,
  type ConfrontoSchede as Confronto,
  type DettaglioConfrontabile,
  type Esito,
  type GruppoConfronto,
  type Modifica,
  type MuscoloConfronto,
  type RigaConfronto,
} from './analisi/confronto'
import { RUOLI } from './analisi/volume'
import { caricoConUnita, descriviValori } from './builder/valori'
import type { SchedaRow } from './types'

const t = it.confronto

const ESITO: Record<Esito, { color: string; icon: ReactNode; sfondo?: string }> = {
  aggiunto: {
    color: 'green',
    icon: <PlusCircleOutlined aria-hidden />,
    sfondo: 'var(--ant-color-success-bg)',
  },
  rimosso: {
    color: 'red',
    icon: <MinusCircleOutlined aria-hidden />,
    sfondo: 'var(--ant-color-error-bg)',
  },
  sostituito: {
    color: 'orange',
    icon: <SwapOutlined aria-hidden />,
    sfondo: 'var(--ant-color-warning-bg)',
  },
  modificato: {
    color: 'blue',
    icon: <EditOutlined aria-hidden />,
    sfondo: 'var(--ant-color-info-bg)',
  },
  invariato: { color: 'default', icon: <CheckOutlined aria-hidden /> },
}

/** "+2", "−1,5", "0". */
export function conSegno(n: number): string {
  if (n === 0) return '0'
  return `${n > 0 ? '+' : '−'}${formatDecimal(Math.abs(n))}`
}

const kg = (n: number | null): string => (n === null ? t.nd : it.comune.kg(formatDecimal(n)))

function valoreModifica(m: Modifica, lato: 'prima' | 'dopo'): string {
  const v = m[lato]
  if (v === null) return t.vuoto
  switch (m.campo) {
    case 'recupero':
      return formatDurata(v as number)
    case 'carico':
      return caricoConUnita({
        carico: (v as { valore: number }).valore,
        caricoUnita: (v as { unita: 'kg' | 'percentuale' }).unita,
      })
    default:
      return String(v)
  }
}

function Esercizio({ d }: { d: DettaglioConfrontabile | null }) {
  if (!d) return <Typography.Text type="secondary">{it.comune.nessunValore}</Typography.Text>
  const valori = descriviValori(d)
  const metodologia = d.metodologia?.codice
  return (
    <Flex vertical>
      <Typography.Text strong>{d.esercizio.nomenclatura}</Typography.Text>
      {(valori || metodologia) && (
        <Typography.Text type="secondary">
          {[valori, metodologia && `${t.campi.metodologia} ${metodologia}`]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      )}
    </Flex>
  )
}

function Differenze({ riga }: { riga: RigaConfronto }) {
  if (riga.esito === 'sostituito')
    return <Typography.Text>{t.muscoliComuni(riga.muscoliComuni.join(', '))}</Typography.Text>
  if (riga.modifiche.length === 0) return null
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {riga.modifiche.map((m) => (
        <li key={m.campo}>
          {t.modifica(t.campi[m.campo], valoreModifica(m, 'prima'), valoreModifica(m, 'dopo'))}
        </li>
      ))}
    </ul>
  )
}

export function EsitoTag({ esito }: { esito: Esito }) {
  return (
    <Tag color={ESITO[esito].color} icon={ESITO[esito].icon}>
      {t.esiti[esito]}
    </Tag>
  )
}

function titoloGruppo(g: GruppoConfronto): string {
  if (g.nomeA === null) return t.soloB(g.nomeB ?? '')
  if (g.nomeB === null) return t.soloA(g.nomeA)
  return g.nomeA === g.nomeB ? it.comune.gruppoDi(g.nomeB) : t.gruppoRinominato(g.nomeA, g.nomeB)
}

function GruppoCard({ gruppo }: { gruppo: GruppoConfronto }) {
  const titolo = titoloGruppo(gruppo)
  return (
    <Card size="small" title={titolo}>
      <Table<RigaConfronto>
        loading={tableLoading()}
        aria-label={t.tabellaGruppo(gruppo.nomeB ?? gruppo.nomeA ?? '')}
        size="small"
        pagination={false}
        rowKey={(r) => `${r.a?.id ?? '-'}:${r.b?.id ?? '-'}`}
        dataSource={gruppo.righe}
        locale={{ emptyText: t.gruppoVuoto }}
        onRow={(r) => ({ style: { background: ESITO[r.esito].sfondo } })}
        columns={[
          {
            title: it.comune.esito,
            key: 'esito',
            width: 140,
            render: (_v, r) => <EsitoTag esito={r.esito} />,
          },
          { title: t.colonnaA, key: 'a', render: (_v, r) => <Esercizio d={r.a} /> },
          { title: t.colonnaB, key: 'b', render: (_v, r) => <Esercizio d={r.b} /> },
          { title: t.modifiche, key: 'modifiche', render: (_v, r) => <Differenze riga={r} /> },
        ]}
      />
    </Card>
  )
}

function deltaRuoli(m: MuscoloConfronto): string {
  const parti = RUOLI.filter((r) => m.deltaRuolo[r] !== 0).map(
    (r) => `${t.ruoli[r]} ${conSegno(m.deltaRuolo[r])}`,
  )
  return parti.length > 0 ? parti.join(' · ') : '0'
}

function MuscoliTable({ muscoli }: { muscoli: MuscoloConfronto[] }) {
  return (
    <Table<MuscoloConfronto>
      loading={tableLoading()}
      aria-label={t.tabellaMuscoli}
      size="small"
      rowKey="id"
      dataSource={muscoli}
      pagination={false}
      locale={{ emptyText: t.nessunMuscolo }}
      columns={[
        { title: it.comune.muscolo, dataIndex: 'nome' },
        { title: t.serieA, key: 'a', align: 'right', render: (_v, m) => formatDecimal(m.pesatoA) },
        { title: t.serieB, key: 'b', align: 'right', render: (_v, m) => formatDecimal(m.pesatoB) },
        {
          title: t.deltaSerie,
          key: 'delta',
          align: 'right',
          render: (_v, m) => <Typography.Text strong>{conSegno(m.deltaSerie)}</Typography.Text>,
        },
        { title: t.deltaRuolo, key: 'ruoli', render: (_v, m) => deltaRuoli(m) },
        {
          title: t.deltaCarico,
          key: 'carico',
          align: 'right',
          render: (_v, m) =>
            m.deltaCarico === null ? t.nd : it.comune.kg(conSegno(m.deltaCarico)),
        },
      ]}
    />
  )
}

function SchedaCard({ titolo, scheda }: { titolo: string; scheda: SchedaRow }) {
  const location = useLocation()
  const qui = `${location.pathname}${location.search}`
  return (
    <Card size="small" title={titolo} style={{ height: '100%' }}>
      <Flex vertical gap={4}>
        {scheda.id > 0 ? (
          <Link
            to={href('scheda-id', { id: scheda.id })}
            state={da(qui, it.scheda.tornaConfronto)}
            aria-label={it.crud.apri('scheda', scheda.nome)}
          >
            {scheda.nome}
          </Link>
        ) : (
          // A sheet not made yet (the next block's preview): its name, nothing to open.
          <Typography.Text strong>{scheda.nome}</Typography.Text>
        )}
        <Typography.Text type="secondary">
          {t.periodo(formatDate(scheda.dataInizio), formatDate(scheda.dataFine))}
        </Typography.Text>
      </Flex>
    </Card>
  )
}

/** Two sheets side by side: their headers, the summary, group by group, and per muscle. */
export function ConfrontoSchede({
  confronto,
  schedaA,
  schedaB,
}: {
  confronto: Confronto
  schedaA: SchedaRow
  schedaB: SchedaRow
}) {
  const { conteggi, totali } = confronto
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <SchedaCard titolo={t.schedaA} scheda={schedaA} />
        </Col>
        <Col xs={24} md={12}>
          <SchedaCard titolo={t.schedaB} scheda={schedaB} />
        </Col>
      </Row>
      <Card size="small" title={t.riepilogo}>
        <Flex vertical gap={8}>
          <Flex wrap gap={8} role="list" aria-label={t.riepilogo}>
            {ESITI.map((esito) => (
              <span role="listitem" key={esito}>
                <Tag color={ESITO[esito].color} icon={ESITO[esito].icon}>
                  {t.conteggio[esito](conteggi[esito])}
                </Tag>
              </span>
            ))}
          </Flex>
          <Typography.Text>
            {t.serieTotali(formatDecimal(totali.serieA), formatDecimal(totali.serieB))}
          </Typography.Text>
          <Typography.Text>
            {t.caricoTotale(kg(totali.caricoA), kg(totali.caricoB))}
          </Typography.Text>
        </Flex>
      </Card>
      {confronto.gruppi.map((g, i) => (
        <GruppoCard key={i} gruppo={g} />
      ))}
      <Card size="small" title={t.muscoli}>
        <Flex vertical gap={8}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t.regole}
          </Typography.Paragraph>
          <MuscoliTable muscoli={confronto.muscoli} />
        </Flex>
      </Card>
    </Flex>
  )
}
