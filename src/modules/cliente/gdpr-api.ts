/**
 * The client's GDPR record: the contract's optional `gdpr_*` calls and the export's
 * collection of everything held about a client. A backend without the optional calls answers
 * 404 or 501 (`nonSupportata`): the screens then say so (the QA build counts the answer as drift),
 * and `cliente_acceptGdpr` keeps working. Their errors are not toasted (`bestEffort`): the screens
 * explain them.
 */
import { baseApi } from '@/api/base-api'
import { baseQuery as sendQuery } from '@/api/base-query'
import { request, type OpResult } from '@/api/contract'
import { listQueryParams, type Id } from '@/api/crud'
import { errorStatus } from '@/api/errors'
import { resources } from '@/api/resources'
import { PAGE_SIZE_ALL } from '@/config/constants'
import type { RaccoltaCliente } from './gdpr-esporta'

/** True when the backend does not have the (optional) call: 404 or 501. */
export const nonSupportata = (error: unknown): boolean => {
  const status = errorStatus(error)
  return status === 404 || status === 501
}

const QUIET = { bestEffort: true } as const

export const gdprApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `gdpr_informative`: every version of the notice, the current one last. */
    gdprInformative: build.query<OpResult<'gdpr_informative'>, void>({
      query: () => request('gdpr_informative'),
      extraOptions: QUIET,
    }),
    /** `gdpr_daRinnovare`: the clients who accepted an older notice. */
    gdprDaRinnovare: build.query<OpResult<'gdpr_daRinnovare'>, void>({
      query: () => request('gdpr_daRinnovare'),
      providesTags: [{ type: 'Gdpr', id: 'LIST' }],
      extraOptions: QUIET,
    }),
    /** `gdpr_registro` (id = the client): the consent register, oldest first. */
    gdprRegistro: build.query<OpResult<'gdpr_registro'>, Id>({
      query: (id) => request('gdpr_registro', { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Gdpr', id }],
      extraOptions: QUIET,
    }),
    /** `gdpr_accessi` (id = the client): the views of the client's health data. */
    gdprAccessi: build.query<OpResult<'gdpr_accessi'>, Id>({
      query: (id) => request('gdpr_accessi', { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Gdpr', id }],
      extraOptions: QUIET,
    }),
    /** `gdpr_registra`: appends a withdrawal or an export to the register. */
    gdprRegistra: build.mutation<
      OpResult<'gdpr_registra'>,
      { clienteId: Id; tipo: 'revoca' | 'esportazione' }
    >({
      query: (body) => request('gdpr_registra', { body }),
      invalidatesTags: (_result, _error, { clienteId, tipo }) => [
        { type: 'Gdpr', id: clienteId },
        { type: 'Gdpr', id: 'LIST' },
        ...(tipo === 'revoca'
          ? [
              { type: 'Cliente' as const, id: clienteId },
              { type: 'Cliente' as const, id: 'LIST' },
            ]
          : []),
      ],
      extraOptions: QUIET,
    }),
    /** `gdpr_anonimizza`: clears the person's data, keeps the sheets and maximums. */
    gdprAnonimizza: build.mutation<OpResult<'gdpr_anonimizza'>, Id>({
      query: (clienteId) => request('gdpr_anonimizza', { body: { clienteId } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Gdpr', id },
        { type: 'Gdpr', id: 'LIST' },
        { type: 'Cliente', id },
        { type: 'Cliente', id: 'LIST' },
        { type: 'Scheda', id: 'LIST' },
      ],
      extraOptions: QUIET,
    }),
    /**
     * Everything held about a client, for the export: `cliente_get`, `gdpr_registro` and
     * `gdpr_accessi` (null when the backend lacks them), `massimale_massimali`,
     * `massimale_storicoMassimali`, the client's sheets (`scheda_list`) and `scheda_get` of each.
     * Always asked again (never from the cache): an export is of the data as they are now.
     */
    clienteRaccoltaDati: build.query<RaccoltaCliente, Id>({
      async queryFn(id, api, _extra, baseQuery) {
        const path = { id }
        const cliente = await baseQuery(request('cliente_get', { path }))
        if (cliente.error) return { error: cliente.error }
        const facoltativa = async <T>(op: 'gdpr_registro' | 'gdpr_accessi') => {
          // Not toasted: a backend without the register still exports the rest.
          const answer = await sendQuery(request(op, { path }), api, QUIET)
          if (!answer.error) return answer.data as T
          if (nonSupportata(answer.error)) return null
          throw answer.error
        }
        let consensi: OpResult<'gdpr_registro'> | null
        let accessi: OpResult<'gdpr_accessi'> | null
        try {
          consensi = await facoltativa<OpResult<'gdpr_registro'>>('gdpr_registro')
          accessi = await facoltativa<OpResult<'gdpr_accessi'>>('gdpr_accessi')
        } catch (error) {
          return { error: error as never }
        }
        const massimali = await baseQuery(request('massimale_massimali', { path }))
        if (massimali.error) return { error: massimali.error }
        const storico = await baseQuery(request('massimale_storicoMassimali', { path }))
        if (storico.error) return { error: storico.error }
        const list = await baseQuery(
          request('scheda_list', {
            params: listQueryParams(resources.scheda, {
              filters: { cliente: id },
              pageSize: PAGE_SIZE_ALL,
            }),
          }),
        )
        if (list.error) return { error: list.error }
        const schede: OpResult<'scheda_get'>[] = []
        for (const s of (list.data as OpResult<'scheda_list'>).data) {
          const one = await baseQuery(request('scheda_get', { path: { id: s.id } }))
          if (one.error) return { error: one.error }
          schede.push(one.data as OpResult<'scheda_get'>)
        }
        return {
          data: {
            cliente: cliente.data as OpResult<'cliente_get'>,
            consensi,
            accessi,
            massimali: massimali.data as OpResult<'massimale_massimali'>,
            storicoMassimali: storico.data as OpResult<'massimale_storicoMassimali'>,
            schede,
          },
        }
      },
      keepUnusedDataFor: 0,
    }),
  }),
})

export const {
  useGdprInformativeQuery,
  useGdprDaRinnovareQuery,
  useGdprRegistroQuery,
  useGdprAccessiQuery,
  useGdprRegistraMutation,
  useGdprAnonimizzaMutation,
  useLazyClienteRaccoltaDatiQuery,
} = gdprApi
