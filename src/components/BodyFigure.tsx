import { useState } from 'react'
import { Button, Flex, Typography, theme } from 'antd'
import { SyncOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'
import {
  nextVista,
  regioneDelMuscolo,
  REGION_KEYS,
  SAGOMA,
  shapesOf,
  type RegioneKey,
  type Shape,
  type Vista,
} from './body-figure'

const t = it.esercizio.figura

const ETICHETTE: Record<Vista, string> = {
  frontale: t.frontale,
  laterale: t.laterale,
  posteriore: t.posteriore,
}

interface ShapeStyle {
  fill: string
  stroke: string
  strokeWidth: number
  opacity?: number
}

function SvgShape({ shape, style }: { shape: Shape; style: ShapeStyle }) {
  switch (shape.kind) {
    case 'ellipse':
      return <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} {...style} />
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...style} />
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.r}
          {...style}
        />
      )
    case 'path':
      return <path d={shape.d} {...style} />
  }
}

export interface BodyFigureProps {
  /** Names of the exercise's primary muscles: their regions are highlighted. */
  muscoli: readonly string[]
  /** Starting view (default frontal). */
  vistaIniziale?: Vista
}

/**
 * The body figure (pippottino): a plain SVG silhouette with the primary muscles' regions
 * highlighted; "Ruota" turns it frontal -> lateral -> posterior -> frontal.
 */
export function BodyFigure({ muscoli, vistaIniziale = 'frontale' }: BodyFigureProps) {
  const [vista, setVista] = useState<Vista>(vistaIniziale)
  const { token } = theme.useToken()

  const attive = new Set<RegioneKey>()
  const nonVisibili: string[] = []
  for (const nome of muscoli) {
    const regione = regioneDelMuscolo(nome)
    if (regione) attive.add(regione)
    if (!regione || shapesOf(regione, vista).length === 0) nonVisibili.push(nome)
  }
  const etichetta = ETICHETTE[vista]

  const body: ShapeStyle = {
    fill: token.colorFill,
    stroke: token.colorTextQuaternary,
    strokeWidth: 1.2,
  }
  const idle: ShapeStyle = {
    fill: 'none',
    stroke: token.colorTextQuaternary,
    strokeWidth: 0.6,
  }
  const active: ShapeStyle = {
    fill: token.colorPrimary,
    stroke: token.colorPrimaryActive,
    strokeWidth: 1,
    opacity: 0.85,
  }

  return (
    <Flex vertical align="center" gap={8}>
      <svg
        role="img"
        aria-label={t.descrizione(etichetta, muscoli.join(', '))}
        viewBox="0 0 200 400"
        width={170}
        height={340}
        data-vista={vista}
      >
        <g>
          {SAGOMA[vista].map((shape, i) => (
            <SvgShape key={`body-${i}`} shape={shape} style={body} />
          ))}
        </g>
        {REGION_KEYS.map((key) => (
          <g key={key} data-regione={key} data-attiva={attive.has(key) ? 'true' : 'false'}>
            {shapesOf(key, vista).map((shape, i) => (
              <SvgShape key={i} shape={shape} style={attive.has(key) ? active : idle} />
            ))}
          </g>
        ))}
      </svg>
      <Typography.Text strong aria-live="polite">
        {etichetta}
      </Typography.Text>
      <Button icon={<SyncOutlined aria-hidden />} onClick={() => setVista(nextVista)}>
        {t.ruota}
      </Button>
      {muscoli.length === 0 ? (
        <Typography.Text type="secondary">{t.nessuno}</Typography.Text>
      ) : (
        nonVisibili.length > 0 && (
          <Typography.Text type="secondary" style={{ textAlign: 'center', maxWidth: 220 }}>
            {t.nonVisibili}: {nonVisibili.join(', ')}
          </Typography.Text>
        )
      )}
    </Flex>
  )
}
