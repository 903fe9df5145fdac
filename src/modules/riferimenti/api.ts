/**
 * The reference lists (SPEC section 3: titolo di studio, master, articolazione, osso, catena,
 * muscolo, sport, attivita, test di valutazione posturale, autorizzazione): registry rows served by
 * the one factory, and one hook for all of them.
 */
import { PAGE_SIZE_ALL } from '@/config/constants'
import { createCrudApi, type ListArgs } from '@/api/crud'
import type { RiferimentoKey } from '@/api/resources'

const titolostudio = createCrudApi('titolostudio')
const master = createCrudApi('master')
const articolazione = createCrudApi('articolazione')
const osso = createCrudApi('osso')
const catena = createCrudApi('catena')
const muscolo = createCrudApi('muscolo')
const sport = createCrudApi('sport')
const attivita = createCrudApi('attivita')
const testvalutazioneposturale = createCrudApi('testvalutazioneposturale')
const autorizzazione = createCrudApi('autorizzazione')

const listEndpoints = {
  titolostudio: titolostudio.endpoints.titolostudioList,
  master: master.endpoints.masterList,
  articolazione: articolazione.endpoints.articolazioneList,
  osso: osso.endpoints.ossoList,
  catena: catena.endpoints.catenaList,
  muscolo: muscolo.endpoints.muscoloList,
  sport: sport.endpoints.sportList,
  attivita: attivita.endpoints.attivitaList,
  testvalutazioneposturale: testvalutazioneposturale.endpoints.testvalutazioneposturaleList,
  autorizzazione: autorizzazione.endpoints.autorizzazioneList,
} as const satisfies Record<RiferimentoKey, object>

/** The reference lists share one answer type (RiferimentoList), so one endpoint type fits all. */
type RiferimentoListEndpoint = typeof muscolo.endpoints.muscoloList

/** Every row (the "Tutti" page), sorted by nome: what selects and filters want. */
const ALL_ROWS = { page: 1, pageSize: PAGE_SIZE_ALL }

/**
 * The rows of reference list `key` ({ data: [{ id, nome }], count }). Default: every row; pass list
 * params to page or search (e.g. sport's optional search).
 */
export function useRiferimentoList(
  key: RiferimentoKey,
  params: ListArgs = ALL_ROWS,
  options?: { skip?: boolean },
) {
  const endpoint = listEndpoints[key] as unknown as RiferimentoListEndpoint
  return endpoint.useQuery(params, options)
}

export const { useTitolostudioListQuery } = titolostudio
export const { useMasterListQuery } = master
export const { useArticolazioneListQuery } = articolazione
export const { useOssoListQuery } = osso
export const { useCatenaListQuery } = catena
export const { useMuscoloListQuery } = muscolo
export const { useSportListQuery } = sport
export const { useAttivitaListQuery } = attivita
export const { useTestvalutazioneposturaleListQuery } = testvalutazioneposturale
export const { useAutorizzazioneListQuery } = autorizzazione
