import { theme } from 'antd'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { it } from '@/i18n/it'
import { formatMese, formatMeseBreve } from './mese'

export interface AnalyticsChartProps {
  perMese: ReadonlyArray<{ mese: string; nuoviClienti: number; nuoveSchede: number }>
}

/**
 * New clients and new sheets per month as bars. Loaded on demand (recharts is a chunk of its own);
 * the table next to it carries the same figures for screen readers.
 */
export default function AnalyticsChart({ perMese }: AnalyticsChartProps) {
  const { token } = theme.useToken()
  const axis = { fill: token.colorTextSecondary, fontSize: 12 }
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={[...perMese]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} vertical={false} />
        <XAxis
          dataKey="mese"
          tickFormatter={formatMeseBreve}
          tick={axis}
          stroke={token.colorBorder}
        />
        <YAxis allowDecimals={false} tick={axis} stroke={token.colorBorder} />
        <Tooltip
          labelFormatter={(mese) => formatMese(String(mese))}
          contentStyle={{
            background: token.colorBgElevated,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            color: token.colorText,
          }}
          cursor={{ fill: token.colorFillSecondary }}
        />
        <Legend itemSorter={null} wrapperStyle={{ color: token.colorText }} />
        <Bar
          dataKey="nuoviClienti"
          name={it.analisiDati.nuoviClienti}
          fill={token.colorPrimary}
          radius={[4, 4, 0, 0]}
        />
        <Bar
          dataKey="nuoveSchede"
          name={it.analisiDati.nuoveSchede}
          fill={token.colorSuccess}
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  )
}
