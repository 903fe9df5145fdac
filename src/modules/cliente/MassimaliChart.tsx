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
import type { DotItemDotProps } from 'recharts/types/util/types'
import { DATE_FORMAT } from '@/config/constants'
import { it } from '@/i18n/it'

const t = it.cliente.massimali

export interface SerieMassimali {
  esercizio: string
  punti: { data: string; valore: number }[]
  /** The client's current sheets use this exercise's maximum (its latest point). */
  usato?: boolean
}

/**
 * A point of a line. The latest of an exercise the current sheets use gets the mark: a larger dot
 * with a ring (the legend under the chart, in MassimaliTab, draws the same).
 */
function punto(colore: string, usato: boolean, ultimo: number, sfondo: string) {
  function Punto({ cx, cy, index }: DotItemDotProps) {
    if (cx === undefined || cy === undefined) return <g />
    if (usato && index === ultimo) {
      return (
        <g data-usato="true">
          <circle cx={cx} cy={cy} r={9} fill="none" stroke={colore} strokeWidth={2} />
          <circle cx={cx} cy={cy} r={6} fill={colore} stroke={sfondo} strokeWidth={2} />
        </g>
      )
    }
    return <circle cx={cx} cy={cy} r={3} fill={sfondo} stroke={colore} strokeWidth={2} />
  }
  return Punto
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
          label={{ value: it.comune.data, position: 'insideBottom', offset: -12, fill: axis.fill }}
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
            dot={punto(
              PALETTE[index % PALETTE.length]!,
              s.usato === true,
              s.punti.length - 1,
              token.colorBgContainer,
            )}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  )
}
