/** The calls of the sheets' analyses. */
import { baseApi } from '@/api/base-api'
import { request, type OpResult } from '@/api/contract'
import { listQueryParams } from '@/api/crud'
import { resources } from '@/api/resources'
import { PAGE_SIZE_ALL } from '@/config/constants'
import type { Scheda } from '../types'
import { schedaInCorso } from './carichi'

export interface SchedeInCorsoArgs {
  clienteId: number
  /** 'YYYY-MM-DD': the day the sheets are running on. */
  oggi: string
}

export const analisiApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A client's sheets running today, each with its groups and exercises: the client's sheets
     * (`scheda_list` filtered by client, all of them), then `scheda_get` of each one
     * running (usually one).
     */
    schedaInCorsoCliente: build.query<Scheda[], SchedeInCorsoArgs>({
      async queryFn({ clienteId, oggi }, _api, _extra, baseQuery) {
        const list = await baseQuery(
          request('scheda_list', {
            params: listQueryParams(resources.scheda, {
              filters: { cliente: clienteId },
              pageSize: PAGE_SIZE_ALL,
            }),
          }),
        )
        if (list.error) return { error: list.error }
        const inCorso = (list.data as OpResult<'scheda_list'>).data.filter((s) =>
          schedaInCorso(s, oggi),
        )
        const schede: Scheda[] = []
        for (const s of inCorso) {
          const one = await baseQuery(request('scheda_get', { path: { id: s.id } }))
          if (one.error) return { error: one.error }
          schede.push(one.data as Scheda)
        }
        return { data: schede }
      },
      providesTags: (result) => [
        { type: 'Scheda', id: 'LIST' },
        ...(result ?? []).map((s) => ({ type: 'Scheda' as const, id: s.id })),
      ],
    }),
  }),
})

export const { useSchedaInCorsoClienteQuery } = analisiApi
