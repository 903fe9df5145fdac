import { SCHEDA_GRUPPO_STRETCHING } from '@/config/constants'
import { it } from '@/i18n/it'

/**
 * Which group of a sheet is shown. Picking the Stretching group remembers the group shown before
 * (SPEC 4), so coming back from Stretching restores it.
 */
export interface GruppoSelection {
  selected: number | null
  /** The group shown before switching to Stretching. */
  previous: number | null
}

export interface GruppoInfo {
  id: number
  nome: string
}

export type GruppoSelectionAction =
  | { type: 'select'; gruppo: GruppoInfo }
  /** Back from Stretching to the remembered group. */
  | { type: 'back' }
  /**
   * The groups changed (loaded, added, removed): keep a valid selection. `ids` maps the temporary
   * id of a group made on screen to its real id once saved: the selection follows it.
   */
  | { type: 'sync'; gruppi: readonly GruppoInfo[]; ids?: Readonly<Record<number, number>> }

export const initialGruppoSelection: GruppoSelection = { selected: null, previous: null }

export const isStretching = (gruppo: Pick<GruppoInfo, 'nome'>): boolean =>
  gruppo.nome.trim().toLowerCase() === SCHEDA_GRUPPO_STRETCHING.toLowerCase()

export function gruppoSelectionReducer(
  state: GruppoSelection,
  action: GruppoSelectionAction,
): GruppoSelection {
  switch (action.type) {
    case 'select': {
      const { gruppo } = action
      if (gruppo.id === state.selected) return state
      if (isStretching(gruppo)) return { selected: gruppo.id, previous: state.selected }
      return { selected: gruppo.id, previous: null }
    }
    case 'back':
      return state.previous === null ? state : { selected: state.previous, previous: null }
    case 'sync': {
      const ids = new Set(action.gruppi.map((g) => g.id))
      const real = (id: number | null) => (id === null ? null : (action.ids?.[id] ?? id))
      const selected = real(state.selected)
      const previous =
        state.previous !== null && ids.has(real(state.previous)!) ? real(state.previous) : null
      if (selected !== null && ids.has(selected)) {
        return selected === state.selected && previous === state.previous
          ? state
          : { selected, previous }
      }
      const first = action.gruppi.find((g) => !isStretching(g)) ?? action.gruppi[0]
      return { selected: previous ?? first?.id ?? null, previous: null }
    }
  }
}

const LETTERE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The next free letter among the groups (A, B, C...), or null when all are taken. */
export function nextLettera(gruppi: readonly Pick<GruppoInfo, 'nome'>[]): string | null {
  const used = new Set(gruppi.map((g) => g.nome.trim().toUpperCase()))
  return [...LETTERE].find((l) => !used.has(l)) ?? null
}

/** Where a new group goes: before Stretching (which stays last), or at the end. */
export function posizioneNuovoGruppo(gruppi: readonly Pick<GruppoInfo, 'nome'>[]): number {
  const stretching = gruppi.findIndex(isStretching)
  return stretching < 0 ? gruppi.length : stretching
}

/** "Gruppo A" for a letter group; any other name (Stretching, Riscaldamento...) as it is. */
export const etichettaGruppo = (nome: string): string =>
  /^[A-Z]$/i.test(nome.trim()) ? it.comune.gruppoDi(nome.trim().toUpperCase()) : nome

/** Why a group cannot take this name (empty, too long, the name of another group), or null. */
export function erroreNomeGruppo(
  nome: string,
  gruppi: readonly GruppoInfo[],
  selfId?: number,
): string | null {
  const trimmed = nome.trim()
  if (trimmed === '') return it.comune.nomeObbligatorio
  if (trimmed.length > 50) return it.scheda.nomeGruppoTroppoLungo
  const taken = gruppi.some(
    (g) => g.id !== selfId && g.nome.trim().toLowerCase() === trimmed.toLowerCase(),
  )
  return taken ? it.scheda.nomeGruppoEsistente : null
}
