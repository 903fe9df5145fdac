/**
 * The history of a client's maximums as a line chart (recharts): one line per exercise shown.
 * Loaded lazily by MassimaliTab, so recharts is fetched only when the tab is opened.
 */
import { theme } from 'antd'
import dayjs from 'dayjs'
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { DATE_FORMAT } from '@/config/constants'
import { it } from '@/i18n/it'

const t = it.cliente.massimali

export interface SerieMassimali {
  esercizio: string
  punti: { data: string; valore: number }[]
}

const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#13c2c2', '#722ed1', '#fadb14']

const day = (iso: string) => dayjs(iso).valueOf()
const formatDay = (ms: number) => dayjs(ms).format(DATE_FORMAT)

export default function MassimaliChart({ serie }: { serie: SerieMassimali[] }) {
  const { token } = theme.useToken()
  const axis = { fill: token.colorTextSecondary, fontSize: 12 }
  return (
    <ResponsiveContainer width="100%" height={360}>
      <LineChart margin={{ top: 8, right: 48, bottom: 24, left: 8 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
        <XAxis
          dataKey="x"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={formatDay}
          tick={axis}
          label={{ value: t.asseData, position: 'insideBottom', offset: -12, fill: axis.fill }}
          allowDuplicatedCategory={false}
        />
        <YAxis
          dataKey="y"
          tick={axis}
          label={{ value: t.assePeso, angle: -90, position: 'insideLeft', fill: axis.fill }}
        />
        <Tooltip
          labelFormatter={(value) => formatDay(Number(value))}
          formatter={(value, name) => [t.kg(Number(value)), name]}
          contentStyle={{ background: token.colorBgElevated, borderColor: token.colorBorder }}
        />
        <Legend verticalAlign="top" />
        {serie.map((s, index) => (
          <Line
            key={s.esercizio}
            name={s.esercizio}
            data={s.punti.map((p) => ({ x: day(p.data), y: p.valore }))}
            dataKey="y"
            stroke={PALETTE[index % PALETTE.length]}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  )
}
