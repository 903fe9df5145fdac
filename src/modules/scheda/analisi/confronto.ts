/**
 * Sheet-to-sheet comparison: what changed from an older sheet A to a newer sheet B of a client,
 * exercise by exercise and muscle by muscle.
 *
 * Rules (the comparison page states them in its help text):
 * - groups pair by name (trimmed, case-insensitive: A with A, Stretching with Stretching); a group
 *   only one sheet has is compared with nothing, so its exercises are added or removed;
 * - the same exercise (same catalogue id) in paired groups is kept: unchanged, or modified when
 *   serie, ripetizioni, recupero, carico (value or unit) or metodologia differ. The same exercise
 *   twice pairs in order of position (the first with the first); an extra occurrence is added or
 *   removed. An exercise found in another group of the other sheet is modified ("gruppo");
 * - a removed and an added exercise of paired groups are a replacement when they share at least
 *   one primary muscle: the pairs sharing most primaries go first, then those closest in position;
 *   each exercise is paired at most once. An exercise the catalogue does not know is never one;
 * - what is left is removed (only in A) or added (only in B). A superset's exercises are compared
 *   one by one, like any other (their chaining is their metodologia);
 * - per muscle: weekly sets of each sheet by role and weighted (volumeSettimanale), and the load:
 *   Σ serie × kg × the role's weight (PESI_RUOLO), a tonnage that ignores repetitions (a text such
 *   as "8-10" or "MAX"). A load in kg counts as it is; a load in % of the maximum counts
 *   carico / 100 × the client's current maximum of that exercise; a detail without a load counts
 *   0 kg (body weight). A % load of an exercise with no maximum cannot be converted: the load of
 *   every muscle of that exercise is then unknown ("n.d.") on that side, and so is its change.
 * Pure functions: no React, no store.
 */
import { PESI_RUOLO, RUOLI, volumeSettimanale, type EsercizioMuscoli, type Ruolo } from './volume'

/** A maximum as massimaliPerEsercizio (carichi.ts) gives it: only its kg are read here. */
type Massimale = { valore: number }

/** What the comparison needs of a detail (a server SchedaDettaglio has it all). */
export interface DettaglioConfrontabile {
  id: number
  ordine?: number
  esercizio: { id: number; nomenclatura?: string }
  serie?: number | null
  ripetizioni?: string | null
  recupero?: number | null
  carico?: number | null
  caricoUnita?: 'kg' | 'percentuale' | null
  metodologia?: { id: number; codice?: string; descrizione?: string } | null
}

/** What the comparison needs of a group (a server SchedaGruppo). */
export interface GruppoConfrontabile {
  id: number
  nome: string
  ordine: number
  dettagli: readonly DettaglioConfrontabile[]
}

export type Esito = 'invariato' | 'modificato' | 'sostituito' | 'aggiunto' | 'rimosso'
export const ESITI: readonly Esito[] = [
  'aggiunto',
  'rimosso',
  'sostituito',
  'modificato',
  'invariato',
]

export interface Carico {
  valore: number
  unita: 'kg' | 'percentuale'
}

/** One changed field of a kept exercise, before (A) and after (B). */
export type Modifica =
  | { campo: 'serie' | 'recupero'; prima: number | null; dopo: number | null }
  | { campo: 'ripetizioni' | 'metodologia' | 'gruppo'; prima: string | null; dopo: string | null }
  | { campo: 'carico'; prima: Carico | null; dopo: Carico | null }

export interface RigaConfronto {
  esito: Esito
  /** The detail in sheet A (null: added). */
  a: DettaglioConfrontabile | null
  /** The detail in sheet B (null: removed). */
  b: DettaglioConfrontabile | null
  /** What changed (modificato only). */
  modifiche: Modifica[]
  /** Primary muscles the two exercises share (sostituito only). */
  muscoliComuni: string[]
}

/** Groups shown side by side: a pair of groups with the same name, or a group of one sheet. */
export interface GruppoConfronto {
  nomeA: string | null
  nomeB: string | null
  righe: RigaConfronto[]
}

export interface MuscoloConfronto {
  id: number
  nome: string
  serieA: Record<Ruolo, number>
  serieB: Record<Ruolo, number>
  /** Weighted weekly sets (Σ sets × PESI_RUOLO). */
  pesatoA: number
  pesatoB: number
  /** pesatoB − pesatoA. */
  deltaSerie: number
  /** Change of the weekly sets in each role. */
  deltaRuolo: Record<Ruolo, number>
  /** Weighted load in kg (null: not available, a % load without maximum). */
  caricoA: number | null
  caricoB: number | null
  /** caricoB − caricoA; null when either is not available. */
  deltaCarico: number | null
}

export interface ConfrontoSchede {
  /** In sheet B's order; a group only A has comes after the group that precedes it in A. */
  gruppi: GruppoConfronto[]
  /** By absolute change of the weighted sets, then of the load, then by name. */
  muscoli: MuscoloConfronto[]
  /** How many rows of each outcome. */
  conteggi: Record<Esito, number>
  /** Σ serie of each sheet, and Σ serie × kg (null: some % load without maximum). */
  totali: { serieA: number; serieB: number; caricoA: number | null; caricoB: number | null }
}

const ruoli = (): Record<Ruolo, number> => ({ primario: 0, sinergico: 0, stabilizzatore: 0 })
const arrotonda = (n: number): number => Math.round(n * 100) / 100
const chiaveGruppo = (nome: string): string => nome.trim().toLocaleLowerCase('it')
const perOrdine = <T extends { ordine?: number }>(rows: readonly T[]): T[] =>
  rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => (x.row.ordine ?? x.i) - (y.row.ordine ?? y.i) || x.i - y.i)
    .map((x) => x.row)

const MUSCOLI_RUOLO: Record<
  Ruolo,
  'muscoliPrimari' | 'muscoliSinergici' | 'muscoliStabilizzatori'
> = {
  primario: 'muscoliPrimari',
  sinergico: 'muscoliSinergici',
  stabilizzatore: 'muscoliStabilizzatori',
}

/** The detail's load as a value and unit (null: no load). A missing unit reads as kg. */
export function caricoDi(d: Pick<DettaglioConfrontabile, 'carico' | 'caricoUnita'>): Carico | null {
  if (d.carico === null || d.carico === undefined) return null
  return { valore: d.carico, unita: d.caricoUnita === 'percentuale' ? 'percentuale' : 'kg' }
}

/**
 * The detail's load in kg: 0 without a load, a % of the client's maximum of the exercise converted
 * (`massimali`: the client's current maximum by exercise id, see carichi.ts), null when that maximum is not known.
 */
export function caricoKg(
  d: Pick<DettaglioConfrontabile, 'carico' | 'caricoUnita' | 'esercizio'>,
  massimali: ReadonlyMap<number, Massimale>,
): number | null {
  const carico = caricoDi(d)
  if (!carico) return 0
  if (carico.unita === 'kg') return carico.valore
  const massimale = massimali.get(d.esercizio.id)?.valore
  return massimale === undefined ? null : (carico.valore / 100) * massimale
}

interface Voce {
  d: DettaglioConfrontabile
  /** Index of the group in its (ordered) sheet. */
  gruppo: number
  pos: number
  riga: RigaConfronto | null
}

function voci(gruppi: readonly GruppoConfrontabile[]): Voce[][] {
  return gruppi.map((g, gruppo) =>
    perOrdine(g.dettagli).map((d, pos) => ({ d, gruppo, pos, riga: null })),
  )
}

function modifiche(
  a: DettaglioConfrontabile,
  b: DettaglioConfrontabile,
  gruppoA: GruppoConfrontabile,
  gruppoB: GruppoConfrontabile,
): Modifica[] {
  const out: Modifica[] = []
  const serieA = a.serie ?? null
  const serieB = b.serie ?? null
  if (serieA !== serieB) out.push({ campo: 'serie', prima: serieA, dopo: serieB })
  const ripA = a.ripetizioni?.trim() || null
  const ripB = b.ripetizioni?.trim() || null
  if (ripA !== ripB) out.push({ campo: 'ripetizioni', prima: ripA, dopo: ripB })
  const recA = a.recupero ?? null
  const recB = b.recupero ?? null
  if (recA !== recB) out.push({ campo: 'recupero', prima: recA, dopo: recB })
  const carA = caricoDi(a)
  const carB = caricoDi(b)
  if (carA?.valore !== carB?.valore || carA?.unita !== carB?.unita)
    out.push({ campo: 'carico', prima: carA, dopo: carB })
  if ((a.metodologia?.id ?? null) !== (b.metodologia?.id ?? null))
    out.push({
      campo: 'metodologia',
      prima: a.metodologia?.codice ?? null,
      dopo: b.metodologia?.codice ?? null,
    })
  if (chiaveGruppo(gruppoA.nome) !== chiaveGruppo(gruppoB.nome))
    out.push({ campo: 'gruppo', prima: gruppoA.nome, dopo: gruppoB.nome })
  return out
}

/** Which detail of the other sheet each detail is paired with, and how. */
function abbina(
  gruppiA: readonly GruppoConfrontabile[],
  gruppiB: readonly GruppoConfrontabile[],
  catalogo: ReadonlyMap<number, EsercizioMuscoli>,
): { vociA: Voce[][]; vociB: Voce[][]; coppiaDiB: (number | null)[] } {
  // Groups: the first unpaired group of A with the same name.
  const coppiaDiB: (number | null)[] = gruppiB.map(() => null)
  const presi = new Set<number>()
  gruppiB.forEach((gb, j) => {
    const i = gruppiA.findIndex(
      (ga, k) => !presi.has(k) && chiaveGruppo(ga.nome) === chiaveGruppo(gb.nome),
    )
    if (i >= 0) {
      presi.add(i)
      coppiaDiB[j] = i
    }
  })
  const vociA = voci(gruppiA)
  const vociB = voci(gruppiB)
  const tieni = (va: Voce, vb: Voce) => {
    const m = modifiche(va.d, vb.d, gruppiA[va.gruppo]!, gruppiB[vb.gruppo]!)
    const riga: RigaConfronto = {
      esito: m.length > 0 ? 'modificato' : 'invariato',
      a: va.d,
      b: vb.d,
      modifiche: m,
      muscoliComuni: [],
    }
    va.riga = riga
    vb.riga = riga
  }
  // 1. The same exercise in paired groups, in order of position.
  coppiaDiB.forEach((i, j) => {
    if (i === null) return
    for (const vb of vociB[j]!) {
      const va = vociA[i]!.find((v) => !v.riga && v.d.esercizio.id === vb.d.esercizio.id)
      if (va) tieni(va, vb)
    }
  })
  // 2. The same exercise moved to another group.
  const tuttiA = vociA.flat()
  for (const vb of vociB.flat()) {
    if (vb.riga) continue
    const va = tuttiA.find((v) => !v.riga && v.d.esercizio.id === vb.d.esercizio.id)
    if (va) tieni(va, vb)
  }
  // 3. Replacements in paired groups: most primary muscles in common, then nearest position.
  coppiaDiB.forEach((i, j) => {
    if (i === null) return
    const candidati: { va: Voce; vb: Voce; comuni: string[] }[] = []
    for (const va of vociA[i]!) {
      if (va.riga) continue
      const primariA = catalogo.get(va.d.esercizio.id)?.muscoliPrimari ?? []
      for (const vb of vociB[j]!) {
        if (vb.riga) continue
        const primariB = new Set(
          (catalogo.get(vb.d.esercizio.id)?.muscoliPrimari ?? []).map((m) => m.id),
        )
        const comuni = primariA.filter((m) => primariB.has(m.id)).map((m) => m.nome ?? '')
        if (comuni.length > 0) candidati.push({ va, vb, comuni })
      }
    }
    candidati.sort(
      (x, y) =>
        y.comuni.length - x.comuni.length ||
        Math.abs(x.va.pos - x.vb.pos) - Math.abs(y.va.pos - y.vb.pos) ||
        x.va.pos - y.va.pos ||
        x.vb.pos - y.vb.pos,
    )
    for (const { va, vb, comuni } of candidati) {
      if (va.riga || vb.riga) continue
      const riga: RigaConfronto = {
        esito: 'sostituito',
        a: va.d,
        b: vb.d,
        modifiche: [],
        muscoliComuni: comuni,
      }
      va.riga = riga
      vb.riga = riga
    }
  })
  // 4. The rest: removed from A, added in B.
  for (const va of tuttiA)
    va.riga ??= { esito: 'rimosso', a: va.d, b: null, modifiche: [], muscoliComuni: [] }
  for (const vb of vociB.flat())
    vb.riga ??= { esito: 'aggiunto', a: null, b: vb.d, modifiche: [], muscoliComuni: [] }
  return { vociA, vociB, coppiaDiB }
}

/**
 * Side-by-side groups: B's groups in order, each with its rows in B's order; a removed row goes
 * right after the row of the exercise that preceded it in A (first when none did); a group only A
 * has goes after the group paired with the one that preceded it in A.
 */
function affianca(
  gruppiA: readonly GruppoConfrontabile[],
  gruppiB: readonly GruppoConfrontabile[],
  { vociA, vociB, coppiaDiB }: ReturnType<typeof abbina>,
): GruppoConfronto[] {
  const fine = 1e4
  const coppiaDiA = gruppiA.map((_g, i) => coppiaDiB.indexOf(i))
  const posB = new Map<RigaConfronto, number>()
  vociB.forEach((gruppo) => gruppo.forEach((v) => posB.set(v.riga!, v.pos)))
  const inGruppo = (righe: { riga: RigaConfronto; chiave: number }[]) =>
    righe.sort((x, y) => x.chiave - y.chiave).map((x) => x.riga)
  /** Removed rows of A's group `i`, keyed after their predecessor's row (in display group `j`). */
  const rimossi = (i: number, j: number | null) =>
    vociA[i]!.filter((v) => v.riga!.esito === 'rimosso').map((v) => {
      let chiave = -1
      for (let k = v.pos - 1; k >= 0; k--) {
        const prima = vociA[i]![k]!.riga!
        const p = posB.get(prima)
        if (j !== null && p !== undefined && vociB[j]!.some((x) => x.riga === prima)) {
          chiave = p
          break
        }
      }
      return { riga: v.riga!, chiave: chiave + 0.5 + v.pos / fine }
    })
  const gruppi: { g: GruppoConfronto; chiave: number }[] = gruppiB.map((gb, j) => {
    const i = coppiaDiB[j] ?? null
    const righe = vociB[j]!.map((v) => ({ riga: v.riga!, chiave: v.pos }))
    if (i !== null) righe.push(...rimossi(i, j))
    return {
      g: { nomeA: i === null ? null : gruppiA[i]!.nome, nomeB: gb.nome, righe: inGruppo(righe) },
      chiave: j,
    }
  })
  gruppiA.forEach((ga, i) => {
    if (coppiaDiA[i]! >= 0) return
    let chiave = -1
    for (let k = i - 1; k >= 0; k--) {
      if (coppiaDiA[k]! >= 0) {
        chiave = coppiaDiA[k]!
        break
      }
    }
    gruppi.push({
      g: { nomeA: ga.nome, nomeB: null, righe: inGruppo(rimossi(i, null)) },
      chiave: chiave + 0.5 + i / fine,
    })
  })
  return gruppi.sort((x, y) => x.chiave - y.chiave).map((x) => x.g)
}

/** Weighted load per muscle id (null: not available), and the sheet's Σ serie and Σ serie × kg. */
function carichi(
  gruppi: readonly GruppoConfrontabile[],
  catalogo: ReadonlyMap<number, EsercizioMuscoli>,
  massimali: ReadonlyMap<number, Massimale>,
): { perMuscolo: Map<number, number | null>; serie: number; carico: number | null } {
  const perMuscolo = new Map<number, number | null>()
  let serie = 0
  let carico: number | null = 0
  for (const g of gruppi) {
    for (const d of g.dettagli) {
      const n = d.serie ?? 0
      if (!(n > 0)) continue
      serie += n
      const kg = caricoKg(d, massimali)
      carico = carico === null || kg === null ? null : carico + n * kg
      const esercizio = catalogo.get(d.esercizio.id)
      if (!esercizio) continue
      for (const ruolo of RUOLI) {
        for (const m of esercizio[MUSCOLI_RUOLO[ruolo]] ?? []) {
          const prima = perMuscolo.has(m.id) ? perMuscolo.get(m.id)! : 0
          perMuscolo.set(
            m.id,
            prima === null || kg === null ? null : prima + n * kg * PESI_RUOLO[ruolo],
          )
        }
      }
    }
  }
  return { perMuscolo, serie, carico: carico === null ? null : arrotonda(carico) }
}

/**
 * Compares sheet A (older) with sheet B (newer), their groups read from the server. `catalogo`:
 * the exercises by id (muscles by role); `massimali`: the client's current maximum in kg by
 * exercise id (empty when none).
 */
export function confrontaSchede(
  a: readonly GruppoConfrontabile[],
  b: readonly GruppoConfrontabile[],
  catalogo: ReadonlyMap<number, EsercizioMuscoli>,
  massimali: ReadonlyMap<number, Massimale>,
): ConfrontoSchede {
  const gruppiA = perOrdine(a)
  const gruppiB = perOrdine(b)
  const gruppi = affianca(gruppiA, gruppiB, abbina(gruppiA, gruppiB, catalogo))
  const conteggi: Record<Esito, number> = {
    invariato: 0,
    modificato: 0,
    sostituito: 0,
    aggiunto: 0,
    rimosso: 0,
  }
  for (const g of gruppi) for (const r of g.righe) conteggi[r.esito]++

  const volA = volumeSettimanale(gruppiA, catalogo)
  const volB = volumeSettimanale(gruppiB, catalogo)
  const carA = carichi(gruppiA, catalogo, massimali)
  const carB = carichi(gruppiB, catalogo, massimali)
  const perId = new Map<number, MuscoloConfronto>()
  const riga = (id: number, nome: string): MuscoloConfronto => {
    let m = perId.get(id)
    if (!m) {
      const caricoA = carA.perMuscolo.has(id) ? carA.perMuscolo.get(id)! : 0
      const caricoB = carB.perMuscolo.has(id) ? carB.perMuscolo.get(id)! : 0
      m = {
        id,
        nome,
        serieA: ruoli(),
        serieB: ruoli(),
        pesatoA: 0,
        pesatoB: 0,
        deltaSerie: 0,
        deltaRuolo: ruoli(),
        caricoA: caricoA === null ? null : arrotonda(caricoA),
        caricoB: caricoB === null ? null : arrotonda(caricoB),
        deltaCarico: caricoA === null || caricoB === null ? null : arrotonda(caricoB - caricoA),
      }
      perId.set(id, m)
    }
    return m
  }
  for (const v of volA.muscoli)
    Object.assign(riga(v.id, v.nome), { serieA: { ...v.serie }, pesatoA: v.pesato })
  for (const v of volB.muscoli)
    Object.assign(riga(v.id, v.nome), { serieB: { ...v.serie }, pesatoB: v.pesato })
  for (const m of perId.values()) {
    m.deltaSerie = arrotonda(m.pesatoB - m.pesatoA)
    for (const ruolo of RUOLI) m.deltaRuolo[ruolo] = m.serieB[ruolo] - m.serieA[ruolo]
  }
  const muscoli = [...perId.values()].sort(
    (x, y) =>
      Math.abs(y.deltaSerie) - Math.abs(x.deltaSerie) ||
      Math.abs(y.deltaCarico ?? 0) - Math.abs(x.deltaCarico ?? 0) ||
      x.nome.localeCompare(y.nome, 'it'),
  )
  return {
    gruppi,
    muscoli,
    conteggi,
    totali: { serieA: carA.serie, serieB: carB.serie, caricoA: carA.carico, caricoB: carB.carico },
  }
}
