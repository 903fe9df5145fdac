/**
 * The calls of the sheet builder: the sheet's groups with their exercises, and one call per edit.
 * Every edit is silent (the builder shows its own "salvato" state instead of a toast per field)
 * and hands a 422 back to the builder, which shows it on the field.
 */
import { baseApi } from '@/api/base-api'
import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import type { Id } from '@/api/crud'
import { listQueryParams } from '@/api/crud'
import { resources } from '@/api/resources'
import type { Dettaglio, Gruppo } from './tree'

const EDIT = { silent: true, formErrors: true } as const

type GruppoAnswer = OpResult<'schedagruppo_create'>
type DettaglioInput = OpBody<'schedadettaglio_create'>
type GruppoInput = OpBody<'schedagruppo_create'>

/** A saved row without what the server computes, as the PUT takes it. */
function dettaglioInput(d: Dettaglio): DettaglioInput {
  const { id: _id, ...input } = d
  return input
}

function gruppoInput(g: GruppoAnswer): GruppoInput {
  const { id: _id, dettagli: _dettagli, ...input } = g
  return input
}

export const builderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every group of a sheet with its exercises: GET /api/schedagruppo/byscheda/{schedaId}, a page
     * of 11 groups at a time (SPEC 9) until all are in. Nothing is left out, whatever the number.
     */
    gruppiScheda: build.query<Gruppo[], Id>({
      async queryFn(schedaId, _api, _extra, baseQuery) {
        const pageSize = resources.schedagruppo.pageSize
        const gruppi: Gruppo[] = []
        for (let page = 1; ; page += 1) {
          const result = await baseQuery({
            url: apiPath('/api/schedagruppo/byscheda/{schedaId}', { schedaId }),
            params: listQueryParams(resources.schedagruppo, { page, pageSize }),
          })
          if (result.error) return { error: result.error }
          const answer = result.data as OpResult<'schedagruppo_byScheda'>
          gruppi.push(...answer.data)
          if (answer.data.length < pageSize || gruppi.length >= answer.count) break
        }
        return { data: gruppi }
      },
      providesTags: (_result, _error, schedaId) => [{ type: 'SchedaGruppo', id: schedaId }],
    }),
    /** POST /api/schedadettaglio/: an exercise at position `ordine` of its group. */
    dettaglioCrea: build.mutation<OpResult<'schedadettaglio_create'>, DettaglioInput>({
      query: (body) => ({ url: apiPath('/api/schedadettaglio/'), method: 'POST', body }),
      extraOptions: EDIT,
    }),
    /**
     * PUT /api/schedadettaglio/{id} with the row as the server has it now (read just before) and
     * the changed fields on top: an edit never puts back what another tab saved meanwhile.
     */
    dettaglioAggiorna: build.mutation<
      OpResult<'schedadettaglio_update'>,
      { id: Id; patch: Partial<DettaglioInput> }
    >({
      async queryFn({ id, patch }, _api, _extra, baseQuery) {
        const url = apiPath('/api/schedadettaglio/{id}', { id })
        const current = await baseQuery({ url })
        if (current.error) return { error: current.error }
        const body = { ...dettaglioInput(current.data as Dettaglio), ...patch }
        const saved = await baseQuery({ url, method: 'PUT', body })
        return saved.error
          ? { error: saved.error }
          : { data: saved.data as OpResult<'schedadettaglio_update'> }
      },
      extraOptions: EDIT,
    }),
    /** POST /api/schedadettaglio/changeposition/{gruppoId}: answers the group. */
    dettaglioSposta: build.mutation<
      OpResult<'schedadettaglio_changePosition'>,
      { gruppoId: Id } & OpBody<'schedadettaglio_changePosition'>
    >({
      query: ({ gruppoId, oldIndex, newIndex }) => ({
        url: apiPath('/api/schedadettaglio/changeposition/{id}', { id: gruppoId }),
        method: 'POST',
        body: { oldIndex, newIndex },
      }),
      extraOptions: EDIT,
    }),
    /** DELETE /api/schedadettaglio/deletebyposition/{gruppoId}/{position}. */
    dettaglioElimina: build.mutation<
      OpResult<'schedadettaglio_deleteByPosition'>,
      { gruppoId: Id; position: number }
    >({
      query: ({ gruppoId, position }) => ({
        url: apiPath('/api/schedadettaglio/deletebyposition/{id}/{position}', {
          id: gruppoId,
          position,
        }),
        method: 'DELETE',
      }),
      extraOptions: EDIT,
    }),
    /** PUT /api/schedadettaglio/removemetodologiabyid/{gruppoId}/{metodologiaId}: answers the group. */
    metodologiaTogli: build.mutation<
      OpResult<'schedadettaglio_removeMetodologiaById'>,
      { gruppoId: Id; metodologiaId: Id }
    >({
      query: ({ gruppoId, metodologiaId }) => ({
        url: apiPath('/api/schedadettaglio/removemetodologiabyid/{id}/{metodologiaId}', {
          id: gruppoId,
          metodologiaId,
        }),
        method: 'PUT',
      }),
      extraOptions: EDIT,
    }),
    /** POST /api/schedagruppo/. */
    gruppoCrea: build.mutation<GruppoAnswer, GruppoInput>({
      query: (body) => ({ url: apiPath('/api/schedagruppo/'), method: 'POST', body }),
      extraOptions: EDIT,
    }),
    /** PUT /api/schedagruppo/{id} with the group as the server has it now and the changes on top. */
    gruppoAggiorna: build.mutation<GruppoAnswer, { id: Id; patch: Partial<GruppoInput> }>({
      async queryFn({ id, patch }, _api, _extra, baseQuery) {
        const url = apiPath('/api/schedagruppo/{id}', { id })
        const current = await baseQuery({ url })
        if (current.error) return { error: current.error }
        const body = { ...gruppoInput(current.data as GruppoAnswer), ...patch }
        const saved = await baseQuery({ url, method: 'PUT', body })
        return saved.error ? { error: saved.error } : { data: saved.data as GruppoAnswer }
      },
      extraOptions: EDIT,
    }),
    /** PUT /api/schedagruppo/removemetodologiabase/{id}: answers the group. */
    gruppoTogliBase: build.mutation<OpResult<'schedagruppo_removeMetodologiaBase'>, Id>({
      query: (id) => ({
        url: apiPath('/api/schedagruppo/removemetodologiabase/{id}', { id }),
        method: 'PUT',
      }),
      extraOptions: EDIT,
    }),
    /** DELETE /api/schedagruppo/{id}: the group and its exercises. */
    gruppoElimina: build.mutation<OpResult<'schedagruppo_remove'>, Id>({
      query: (id) => ({ url: apiPath('/api/schedagruppo/{id}', { id }), method: 'DELETE' }),
      extraOptions: EDIT,
    }),
    /** POST /api/schedagruppo/cleardettaglio/{id}: answers the emptied group. */
    gruppoSvuota: build.mutation<OpResult<'schedagruppo_clearDettaglio'>, Id>({
      query: (id) => ({
        url: apiPath('/api/schedagruppo/cleardettaglio/{id}', { id }),
        method: 'POST',
      }),
      extraOptions: EDIT,
    }),
  }),
})

export const { useGruppiSchedaQuery } = builderApi
