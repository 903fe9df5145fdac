/**
 * Pathology warnings of a client's sheet: pure functions, no React.
 *
 * Decision: an exercise's `patologieMuscoli` / `patologieArticolazioni` / `patologieOssa` lists are
 * CONTRAINDICATIONS. An exercise is not advised for a client who has one of the pathologies it
 * lists (a muscle, joint or bone with a pathology: Cliente.patologie*). It also conflicts when it
 * loads where the client has a pathology even though its own list does not say so: a joint among
 * its `articolazioni`, a bone among its `ossa`, a muscle among its `muscoliPrimari`. The first
 * reason is the stronger one: a pathology named by the exercise's own list is reported as a
 * contraindication, whatever else the exercise loads.
 *
 * Warnings are advice. A trainer may keep an exercise: the pathologies dismissed on a detail are
 * stored on it (SchedaDettaglio.patologieIgnorate*) and warn no more there; a new pathology of the
 * client, or another exercise in that detail, warns again. The alternatives offered share primary
 * muscles with the exercise and conflict with none of the client's pathologies. They are ranked by
 * the kinetic chains they share (`catene`, the contract's closest field to a movement pattern: a
 * squat is replaced by another closed-chain leg push before a jump that only shares its muscles),
 * then by the primary muscles they share, then by the same equipment, then by the same class
 * (machine or free equipment), then in the catalogue's order. A jump (plyometrics: its name or
 * equipment says so) is never offered to a client with a pathology of the knee or of another
 * joint or bone that lands the jump (ankle, hip, patella, tibia...).
 */
import type { components } from '@/api/schema.gen'
import { normalizzaRicerca } from '@/components/ricerca'

type S = components['schemas']
type Ref = S['Ref']

export type TipoPatologia = 'muscolo' | 'articolazione' | 'osso'

/**
 * Why an exercise conflicts with a pathology: its own contraindications name it, or it loads the
 * joint, the bone or (as a primary muscle) the muscle that has it.
 */
export type MotivoConflitto = 'controindicazione' | 'articolazione' | 'osso' | 'muscoloPrimario'

/** A pathology of the client: a muscle, a joint or a bone. */
export interface Patologia {
  tipo: TipoPatologia
  id: number
  nome: string
}

export interface Conflitto {
  patologia: Patologia
  motivo: MotivoConflitto
}

/** The client's fields read here (Cliente.patologie*). */
export type PatologieCliente = Pick<
  S['Cliente'],
  'patologieMuscoli' | 'patologieArticolazioni' | 'patologieOssa'
>

/** The exercise's fields read here (a catalogue row: Esercizio). */
export type EsercizioAnalisi = Pick<
  S['Esercizio'],
  | 'id'
  | 'nomenclatura'
  | 'attrezzo'
  | 'flagAttrezzoMacchina'
  | 'muscoliPrimari'
  | 'articolazioni'
  | 'ossa'
  | 'catene'
  | 'patologieMuscoli'
  | 'patologieArticolazioni'
  | 'patologieOssa'
>

/**
 * The pathologies dismissed on a detail ("Mantieni esercizio"), the three lists as the contract
 * stores them (SchedaDettaglio.patologieIgnorate*); a detail as read may lack any of them.
 */
export type PatologieIgnorate = Required<
  Pick<
    S['SchedaDettaglio'],
    'patologieIgnorateMuscoli' | 'patologieIgnorateArticolazioni' | 'patologieIgnorateOssa'
  >
>

const CAMPI_CLIENTE = {
  muscolo: 'patologieMuscoli',
  articolazione: 'patologieArticolazioni',
  osso: 'patologieOssa',
} as const satisfies Record<TipoPatologia, keyof PatologieCliente>

const CAMPI_IGNORATE = {
  muscolo: 'patologieIgnorateMuscoli',
  articolazione: 'patologieIgnorateArticolazioni',
  osso: 'patologieIgnorateOssa',
} as const satisfies Record<TipoPatologia, keyof PatologieIgnorate>

const TIPI: readonly TipoPatologia[] = ['muscolo', 'articolazione', 'osso']

/** A key that tells a pathology apart from any other (a muscle and a bone may share an id). */
export const chiavePatologia = (p: Pick<Patologia, 'tipo' | 'id'>): string => `${p.tipo}:${p.id}`

const ids = (list: readonly Ref[] | undefined): Set<number> =>
  new Set((list ?? []).map((r) => r.id))

/** The client's pathologies, muscles first, then joints, then bones, each in the client's order. */
export function patologieDi(cliente: PatologieCliente | null | undefined): Patologia[] {
  if (!cliente) return []
  return TIPI.flatMap((tipo) =>
    (cliente[CAMPI_CLIENTE[tipo]] ?? []).map((r) => ({ tipo, id: r.id, nome: r.nome ?? '' })),
  )
}

/** What the exercise loads for each kind of pathology, besides its own contraindications. */
function carichi(esercizio: EsercizioAnalisi) {
  return {
    muscolo: { motivo: 'muscoloPrimario', ids: ids(esercizio.muscoliPrimari) },
    articolazione: { motivo: 'articolazione', ids: ids(esercizio.articolazioni) },
    osso: { motivo: 'osso', ids: ids(esercizio.ossa) },
  } as const satisfies Record<TipoPatologia, { motivo: MotivoConflitto; ids: Set<number> }>
}

/**
 * The client's pathologies the exercise conflicts with, in the order of `patologie`, each once with
 * its strongest reason (the exercise's own contraindication first).
 */
export function conflittiEsercizio(
  esercizio: EsercizioAnalisi,
  patologie: readonly Patologia[],
): Conflitto[] {
  if (patologie.length === 0) return []
  const controindicate = {
    muscolo: ids(esercizio.patologieMuscoli),
    articolazione: ids(esercizio.patologieArticolazioni),
    osso: ids(esercizio.patologieOssa),
  }
  const caricate = carichi(esercizio)
  const out: Conflitto[] = []
  for (const patologia of patologie) {
    if (controindicate[patologia.tipo].has(patologia.id)) {
      out.push({ patologia, motivo: 'controindicazione' })
    } else if (caricate[patologia.tipo].ids.has(patologia.id)) {
      out.push({ patologia, motivo: caricate[patologia.tipo].motivo })
    }
  }
  return out
}

/** The conflicts whose pathology the trainer has not dismissed on the detail. */
export function conflittiAttivi(
  conflitti: readonly Conflitto[],
  ignorate: Partial<PatologieIgnorate> | null | undefined,
): Conflitto[] {
  if (conflitti.length === 0 || !ignorate) return [...conflitti]
  const dismissed = new Set(
    TIPI.flatMap((tipo) =>
      (ignorate[CAMPI_IGNORATE[tipo]] ?? []).map((r) => chiavePatologia({ tipo, id: r.id })),
    ),
  )
  return conflitti.filter((c) => !dismissed.has(chiavePatologia(c.patologia)))
}

/**
 * The detail's dismissed pathologies with the conflicts' pathologies added ("Mantieni esercizio"),
 * as the three lists the contract stores; the ones already dismissed are kept.
 */
export function ignoraConflitti(
  ignorate: Partial<PatologieIgnorate> | null | undefined,
  conflitti: readonly Conflitto[],
): PatologieIgnorate {
  const out = {} as PatologieIgnorate
  for (const tipo of TIPI) {
    const campo = CAMPI_IGNORATE[tipo]
    const list: Ref[] = [...(ignorate?.[campo] ?? [])]
    const seen = ids(list)
    for (const { patologia } of conflitti) {
      if (patologia.tipo !== tipo || seen.has(patologia.id)) continue
      seen.add(patologia.id)
      list.push({ id: patologia.id, nome: patologia.nome })
    }
    out[campo] = list
  }
  return out
}

/** No pathology dismissed (a replaced exercise, or a warning shown again). */
export const NESSUNA_IGNORATA: PatologieIgnorate = {
  patologieIgnorateMuscoli: [],
  patologieIgnorateArticolazioni: [],
  patologieIgnorateOssa: [],
}

export interface Alternativa<E extends EsercizioAnalisi = EsercizioAnalisi> {
  esercizio: E
  /** Kinetic chains shared with the exercise replaced (the movement pattern). */
  cateneComuni: number
  /** Primary muscles shared with the exercise replaced. */
  muscoliComuni: number
  stessoAttrezzo: boolean
  /** Same class: both machines (M), both free equipment (L), or both bodyweight. */
  stessaClasse: boolean
}

/** A plyometric exercise: a jump, by its name or its equipment ("Box jump", "Squat con salto"). */
const SALTO = /\b(jump|salt[oia]|saltell|balz|pliometr|plyo)/

export function eSalto(esercizio: Pick<EsercizioAnalisi, 'nomenclatura' | 'attrezzo'>): boolean {
  return SALTO.test(
    normalizzaRicerca(`${esercizio.nomenclatura} ${esercizio.attrezzo?.nome ?? ''}`),
  )
}

/** The joints and bones of the lower limb that land a jump: a pathology there rules jumps out. */
const ATTERRAGGIO = /ginocch|rotul|menisc|crociat|caviglia|tibia|perone|anca|femore|piede|tallone/

/** A pathology of a joint or bone that lands a jump (the knee first of all). */
const vietaSalti = (patologie: readonly Patologia[]): boolean =>
  patologie.some((p) => p.tipo !== 'muscolo' && ATTERRAGGIO.test(normalizzaRicerca(p.nome)))

/**
 * Up to `quante` exercises of the catalogue that may replace `esercizio` for a client with
 * `patologie`: they share at least one primary muscle with it, conflict with none of the
 * pathologies, are not the exercise itself, and are no jump for a client whose knee (or another
 * joint or bone that lands a jump) has a pathology. Ranked by kinetic chains shared (the movement
 * pattern), then primary muscles shared, then same equipment, then same class; ties keep the
 * catalogue's order.
 */
export function alternative<E extends EsercizioAnalisi>(
  esercizio: EsercizioAnalisi,
  catalogo: readonly E[],
  patologie: readonly Patologia[],
  quante = 3,
): Alternativa<E>[] {
  const primari = ids(esercizio.muscoliPrimari)
  if (primari.size === 0 || quante <= 0) return []
  const catene = ids(esercizio.catene)
  const attrezzo = esercizio.attrezzo?.id ?? null
  const classe = esercizio.flagAttrezzoMacchina ?? null
  const senzaSalti = vietaSalti(patologie)
  const candidate: Alternativa<E>[] = []
  for (const e of catalogo) {
    if (e.id === esercizio.id) continue
    const muscoliComuni = (e.muscoliPrimari ?? []).filter((m) => primari.has(m.id)).length
    if (muscoliComuni === 0) continue
    if (conflittiEsercizio(e, patologie).length > 0) continue
    if (senzaSalti && eSalto(e)) continue
    candidate.push({
      esercizio: e,
      cateneComuni: (e.catene ?? []).filter((c) => catene.has(c.id)).length,
      muscoliComuni,
      stessoAttrezzo: (e.attrezzo?.id ?? null) === attrezzo,
      stessaClasse: (e.flagAttrezzoMacchina ?? null) === classe,
    })
  }
  // Array.prototype.sort is stable: equal candidates keep the catalogue's order.
  candidate.sort(
    (a, b) =>
      b.cateneComuni - a.cateneComuni ||
      b.muscoliComuni - a.muscoliComuni ||
      Number(b.stessoAttrezzo) - Number(a.stessoAttrezzo) ||
      Number(b.stessaClasse) - Number(a.stessaClasse),
  )
  return candidate.slice(0, quante)
}

/** The catalogue's conflicts for a client: exercise id -> its conflicts (only the ones that have). */
export function conflittiCatalogo(
  catalogo: readonly EsercizioAnalisi[],
  patologie: readonly Patologia[],
): Map<number, Conflitto[]> {
  const out = new Map<number, Conflitto[]>()
  if (patologie.length === 0) return out
  for (const e of catalogo) {
    const conflitti = conflittiEsercizio(e, patologie)
    if (conflitti.length > 0) out.set(e.id, conflitti)
  }
  return out
}

/** A sheet's details as this summary reads them (groups may be empty). */
interface GruppoAnalisi {
  dettagli: readonly ({ esercizio: { id: number } } & Partial<PatologieIgnorate>)[]
}

/**
 * How many details of the sheet warn (a conflict not dismissed) and how many were kept despite
 * one (every conflict dismissed). A detail counts once whatever the number of its conflicts; the
 * same exercise twice (e.g. in a superserie) counts twice.
 */
export function riepilogoAvvisi(
  gruppi: readonly GruppoAnalisi[],
  conflitti: ReadonlyMap<number, readonly Conflitto[]>,
): { avvisi: number; ignorati: number } {
  let avvisi = 0
  let ignorati = 0
  for (const gruppo of gruppi) {
    for (const d of gruppo.dettagli) {
      const tutti = conflitti.get(d.esercizio.id)
      if (!tutti || tutti.length === 0) continue
      if (conflittiAttivi(tutti, d).length > 0) avvisi += 1
      else ignorati += 1
    }
  }
  return { avvisi, ignorati }
}
