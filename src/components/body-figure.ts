/**
 * The body figure (pippottino): the rotation state machine (SPEC 2 and 4: frontal, then lateral,
 * then posterior, then frontal again) and the drawing data: each muscle region with its shapes in
 * every view (viewBox 0 0 200 400) and the muscle names that belong to it.
 */

export type Vista = 'frontale' | 'laterale' | 'posteriore'

/** The order of the views; "Ruota" moves to the next one and wraps around. */
export const VISTE: readonly Vista[] = ['frontale', 'laterale', 'posteriore']

/** The view after `vista` when the figure is rotated. */
export function nextVista(vista: Vista): Vista {
  const index = VISTE.indexOf(vista)
  return VISTE[(index + 1) % VISTE.length] ?? 'frontale'
}

export type Shape =
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; r: number }
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'path'; d: string }

const WIDTH = 200

const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  kind: 'ellipse',
  cx,
  cy,
  rx,
  ry,
})
const rect = (x: number, y: number, width: number, height: number, r: number): Shape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  r,
})
const circle = (cx: number, cy: number, r: number): Shape => ({ kind: 'circle', cx, cy, r })
const path = (d: string): Shape => ({ kind: 'path', d })

/** An ellipse on the left side of the figure and its mirror image on the right. */
const pair = (cx: number, cy: number, rx: number, ry: number): Shape[] => [
  ellipse(cx, cy, rx, ry),
  ellipse(WIDTH - cx, cy, rx, ry),
]
/** A rectangle on the left side and its mirror image. */
const rectPair = (x: number, y: number, width: number, height: number, r: number): Shape[] => [
  rect(x, y, width, height, r),
  rect(WIDTH - x - width, y, width, height, r),
]

/** The silhouette seen from the front or the back (the same outline). */
const FRONT_BACK_BODY: Shape[] = [
  path(
    'M62 72 Q100 62 138 72 Q150 78 148 96 L138 150 Q130 176 132 222 L68 222 Q70 176 62 150 L52 96 Q50 78 62 72 Z',
  ),
  rect(91, 52, 18, 18, 5),
  circle(100, 36, 20),
  ...rectPair(40, 80, 16, 90, 8),
  ...rectPair(38, 166, 14, 82, 7),
  circle(45, 256, 8),
  circle(155, 256, 8),
  ...rectPair(70, 216, 28, 102, 13),
  ...rectPair(73, 312, 22, 72, 10),
  ...pair(84, 388, 12, 5),
]

/** The silhouette seen from the side (facing right). */
const SIDE_BODY: Shape[] = [
  path(
    'M84 70 Q110 62 122 74 Q130 100 126 130 Q124 160 120 190 Q122 210 118 222 L82 222 Q80 200 80 180 Q76 150 78 120 Q78 86 84 70 Z',
  ),
  rect(94, 52, 16, 20, 5),
  circle(104, 36, 20),
  rect(84, 216, 32, 100, 14),
  rect(88, 312, 24, 72, 11),
  ellipse(106, 388, 18, 5),
  rect(92, 76, 18, 92, 9),
  rect(94, 164, 15, 80, 7),
  circle(102, 252, 8),
]

export const SAGOMA: Record<Vista, Shape[]> = {
  frontale: FRONT_BACK_BODY,
  posteriore: FRONT_BACK_BODY,
  laterale: SIDE_BODY,
}

export interface Regione {
  /** Muscle names (lower case) or name fragments that belong to the region. */
  muscoli: readonly string[]
  shapes: Partial<Record<Vista, Shape[]>>
}

/**
 * The muscle regions. A muscle belongs to the first region with a fragment its name contains;
 * the order puts the specific fragments ("deltoide anteriore") before the generic ones.
 */
export const REGIONI = {
  deltoideAnteriore: {
    muscoli: ['deltoide anteriore'],
    shapes: { frontale: pair(56, 86, 9, 11), laterale: [ellipse(111, 88, 5, 10)] },
  },
  deltoideLaterale: {
    muscoli: ['deltoide laterale', 'deltoide medio', 'deltoide'],
    shapes: {
      frontale: pair(50, 84, 5, 9),
      posteriore: pair(50, 84, 5, 9),
      laterale: [ellipse(101, 88, 9, 12)],
    },
  },
  deltoidePosteriore: {
    muscoli: ['deltoide posteriore'],
    shapes: { posteriore: pair(56, 86, 9, 11), laterale: [ellipse(91, 88, 5, 10)] },
  },
  pettorali: {
    muscoli: ['pettorale'],
    shapes: { frontale: pair(84, 100, 15, 11), laterale: [ellipse(120, 104, 5, 10)] },
  },
  dentato: {
    muscoli: ['dentato'],
    shapes: { frontale: pair(68, 124, 5, 9), laterale: [ellipse(114, 122, 4, 8)] },
  },
  cuffia: {
    muscoli: ['sovraspinato', 'infraspinato', 'rotondo', 'sottoscapolare'],
    shapes: { posteriore: pair(76, 100, 10, 8) },
  },
  trapezio: {
    muscoli: ['trapezio', 'romboid', 'elevatore della scapola'],
    shapes: {
      frontale: pair(84, 71, 8, 4),
      posteriore: [path('M100 60 L122 74 L108 132 L100 140 L92 132 L78 74 Z')],
      laterale: [ellipse(92, 70, 6, 5)],
    },
  },
  dorsali: {
    muscoli: ['dorsale'],
    shapes: {
      posteriore: [
        path('M68 108 Q86 112 93 140 L92 178 Q76 160 64 140 Z'),
        path('M132 108 Q114 112 107 140 L108 178 Q124 160 136 140 Z'),
      ],
      laterale: [ellipse(84, 130, 5, 20)],
    },
  },
  lombari: {
    muscoli: ['erettori', 'lombi', 'multifido'],
    shapes: { posteriore: [rect(94, 140, 12, 62, 5)], laterale: [ellipse(81, 172, 3, 18)] },
  },
  bicipiti: {
    muscoli: ['bicipite brachiale', 'brachiale'],
    shapes: { frontale: pair(48, 122, 6, 20), laterale: [ellipse(106, 124, 4, 18)] },
  },
  tricipiti: {
    muscoli: ['tricipite', 'tricipite brachiale'],
    shapes: { posteriore: pair(48, 122, 6, 20), laterale: [ellipse(96, 124, 4, 18)] },
  },
  avambracci: {
    muscoli: ['avambraccio', 'brachioradiale'],
    shapes: {
      frontale: pair(45, 200, 5, 22),
      posteriore: pair(45, 200, 5, 22),
      laterale: [ellipse(101, 200, 6, 24)],
    },
  },
  addome: {
    muscoli: ['addome', 'diaframma'],
    shapes: { frontale: [rect(90, 116, 20, 70, 6)], laterale: [ellipse(122, 152, 3, 22)] },
  },
  obliqui: {
    muscoli: ['obliquo'],
    shapes: { frontale: pair(77, 160, 7, 18), laterale: [ellipse(114, 162, 6, 18)] },
  },
  flessoriAnca: {
    muscoli: ['ileopsoas', 'psoas', 'sartorio'],
    shapes: { frontale: pair(88, 208, 6, 8) },
  },
  glutei: {
    muscoli: ['grande gluteo'],
    shapes: { posteriore: pair(86, 222, 14, 13), laterale: [ellipse(85, 220, 7, 14)] },
  },
  abduttori: {
    muscoli: ['gluteo', 'piriforme', 'fascia lata'],
    shapes: {
      frontale: pair(72, 228, 4, 12),
      posteriore: pair(76, 206, 7, 6),
      laterale: [ellipse(99, 222, 7, 11)],
    },
  },
  quadricipiti: {
    muscoli: ['quadricipite'],
    shapes: { frontale: pair(84, 262, 10, 36), laterale: [ellipse(108, 266, 7, 34)] },
  },
  adduttori: {
    muscoli: ['adduttor'],
    shapes: { frontale: pair(94, 246, 3.5, 18), posteriore: pair(95, 250, 3, 14) },
  },
  femorali: {
    muscoli: ['bicipite femorale', 'semitendinoso', 'semimembranoso', 'ischiocrurali'],
    shapes: { posteriore: pair(84, 272, 10, 32), laterale: [ellipse(91, 270, 6, 32)] },
  },
  polpacci: {
    muscoli: ['gastrocnemio', 'soleo', 'polpaccio'],
    shapes: {
      frontale: pair(89, 336, 3.5, 16),
      posteriore: pair(84, 336, 9, 22),
      laterale: [ellipse(93, 336, 6, 22)],
    },
  },
  tibiali: {
    muscoli: ['tibiale'],
    shapes: { frontale: pair(81, 344, 4.5, 24), laterale: [ellipse(108, 342, 4, 24)] },
  },
} as const satisfies Record<string, Regione>

export type RegioneKey = keyof typeof REGIONI

const REGION_KEYS = Object.keys(REGIONI) as RegioneKey[]

/**
 * The region a muscle belongs to, by name; null for a name no region knows. The specific
 * fragments win: every fragment of every region is tried, the longest match first.
 */
export function regioneDelMuscolo(nome: string): RegioneKey | null {
  const name = nome.toLowerCase()
  let best: { key: RegioneKey; length: number } | null = null
  for (const key of REGION_KEYS) {
    for (const fragment of REGIONI[key].muscoli) {
      if (name.includes(fragment) && (!best || fragment.length > best.length)) {
        best = { key, length: fragment.length }
      }
    }
  }
  return best?.key ?? null
}

/** The shapes of a region in a view (none when the region cannot be seen from there). */
export function shapesOf(key: RegioneKey, vista: Vista): readonly Shape[] {
  const shapes: Partial<Record<Vista, readonly Shape[]>> = REGIONI[key].shapes
  return shapes[vista] ?? []
}

export { REGION_KEYS }
