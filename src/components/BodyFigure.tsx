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
const tv = it.volume.figura

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
  fillOpacity?: number
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
  muscoli?: readonly string[]
  /**
   * Heat-map mode (instead of the highlight): each region's intensity 0..1, drawn on one colour
   * scale (the more trained, the stronger); regions without one stay unfilled.
   */
  intensita?: ReadonlyMap<RegioneKey, number>
  /** Starting view (default frontal). */
  vistaIniziale?: Vista
}

/** How many of the most trained regions the heat map's accessible name lists. */
const REGIONI_NEL_NOME = 3

/** The fill opacity of an intensity 0..1: never invisible, full at the top. */
const opacitaDi = (v: number) => 0.15 + 0.85 * Math.min(1, Math.max(0, v))

/**
 * The body figure (pippottino): a plain SVG silhouette with the primary muscles' regions
 * highlighted, or with every region as a heat map of `intensita`; "Ruota" turns it frontal ->
 * lateral -> posterior -> frontal.
 */
export function BodyFigure({
  muscoli = [],
  intensita,
  vistaIniziale = 'frontale',
}: BodyFigureProps) {
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
  const valore = (key: RegioneKey) => intensita?.get(key) ?? 0
  const descrizione = intensita
    ? tv.descrizione(
        etichetta,
        REGION_KEYS.filter((key) => valore(key) > 0 && shapesOf(key, vista).length > 0)
          .sort((a, b) => valore(b) - valore(a))
          .slice(0, REGIONI_NEL_NOME)
          .map((key) => it.volume.regioni[key])
          .join(', '),
      )
    : t.descrizione(etichetta, muscoli.join(', '))

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
  const stile = (key: RegioneKey): ShapeStyle => {
    if (!intensita) return attive.has(key) ? active : idle
    const v = valore(key)
    if (v <= 0) return idle
    return { ...active, opacity: undefined, fillOpacity: opacitaDi(v) }
  }
  const scala = (v: number) =>
    `color-mix(in srgb, ${token.colorPrimary} ${Math.round(opacitaDi(v) * 100)}%, transparent)`

  return (
    <Flex vertical align="center" gap={8}>
      <svg
        role="img"
        aria-label={descrizione}
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
          <g
            key={key}
            data-regione={key}
            data-attiva={(intensita ? valore(key) > 0 : attive.has(key)) ? 'true' : 'false'}
            data-intensita={intensita ? valore(key).toFixed(2) : undefined}
          >
            {shapesOf(key, vista).map((shape, i) => (
              <SvgShape key={i} shape={shape} style={stile(key)} />
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
      {intensita ? (
        <Flex align="center" gap={6}>
          <Typography.Text type="secondary">{tv.poco}</Typography.Text>
          <div
            role="img"
            aria-label={`${tv.legenda}: ${tv.poco} → ${tv.molto}`}
            style={{
              width: 96,
              height: 10,
              borderRadius: 5,
              border: `1px solid ${token.colorBorder}`,
              background: `linear-gradient(to right, ${scala(0)}, ${scala(1)})`,
            }}
          />
          <Typography.Text type="secondary">{tv.molto}</Typography.Text>
        </Flex>
      ) : muscoli.length === 0 ? (
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
