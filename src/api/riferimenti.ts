/**
 * The reference lists (SPEC section 3: titolo di studio, master, articolazione, osso, catena,
 * muscolo, sport, attivita, test di valutazione posturale, autorizzazione): registry rows served by
 * the one factory, and one hook for all of them.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL } from '@/config/constants'
import { createCrudApi, type ListArgs } from '@/api/crud'
import { resources, type RiferimentoKey } from '@/api/resources'

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

/**
 * Every row, sorted by nome: what selects and filters want. The lists SPEC 9 gives a page size of
 * their own (9999 for muscles and activities) are asked with it; the others with Tutti.
 */
export function allRows(key: RiferimentoKey): ListArgs {
  const { pageSize } = resources[key]
  return { page: 1, pageSize: pageSize === DEFAULT_PAGE_SIZE ? PAGE_SIZE_ALL : pageSize }
}

/**
 * The rows of reference list `key` ({ data: [{ id, nome }], count }). Default: every row
 * (allRows); pass list params to page or search (e.g. sport's optional search).
 */
export function useRiferimentoList(
  key: RiferimentoKey,
  params: ListArgs = allRows(key),
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
