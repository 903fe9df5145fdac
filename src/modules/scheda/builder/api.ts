/**
 * The calls of the sheet builder: the sheet's groups with their exercises, and one call per edit.
 * Every edit is silent (the builder shows its own "salvato" state instead of a toast per field)
 * and hands a 422 back to the builder, which shows it on the field.
 */
import { baseApi } from '@/api/base-api'
import { request, type OpBody, type OpResult } from '@/api/contract'
import type { Id } from '@/api/crud'
import { listQueryParams } from '@/api/crud'
import { resources } from '@/api/resources'
import type { Dettaglio, Gruppo } from './tree'

const EDIT = { formErrors: true } as const

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
     * Every group of a sheet with its exercises: `schedagruppo_byScheda`, a page
     * of 11 groups at a time (SPEC 9) until all are in. Nothing is left out, whatever the number.
     */
    schedagruppoByScheda: build.query<Gruppo[], Id>({
      async queryFn(schedaId, _api, _extra, baseQuery) {
        const pageSize = resources.schedagruppo.pageSize
        const gruppi: Gruppo[] = []
        for (let page = 1; ; page += 1) {
          const result = await baseQuery(
            request('schedagruppo_byScheda', {
              path: { schedaId },
              params: listQueryParams(resources.schedagruppo, { page, pageSize }),
            }),
          )
          if (result.error) return { error: result.error }
          const answer = result.data as OpResult<'schedagruppo_byScheda'>
          gruppi.push(...answer.data)
          if (answer.data.length < pageSize || gruppi.length >= answer.count) break
        }
        return { data: gruppi }
      },
      providesTags: (_result, _error, schedaId) => [{ type: 'SchedaGruppo', id: schedaId }],
    }),
    /** `schedadettaglio_create`: an exercise at position `ordine` of its group. */
    schedadettaglioCreate: build.mutation<OpResult<'schedadettaglio_create'>, DettaglioInput>({
      query: (body) => request('schedadettaglio_create', { body }),
      extraOptions: EDIT,
    }),
    /**
     * `schedadettaglio_update` with the row as the server has it now (read just before) and
     * the changed fields on top: an edit never puts back what another tab saved meanwhile.
     */
    schedadettaglioUpdate: build.mutation<
      OpResult<'schedadettaglio_update'>,
      { id: Id; patch: Partial<DettaglioInput> }
    >({
      async queryFn({ id, patch }, _api, _extra, baseQuery) {
        const current = await baseQuery(request('schedadettaglio_get', { path: { id } }))
        if (current.error) return { error: current.error }
        const body = { ...dettaglioInput(current.data as Dettaglio), ...patch }
        const saved = await baseQuery(request('schedadettaglio_update', { path: { id }, body }))
        return saved.error
          ? { error: saved.error }
          : { data: saved.data as OpResult<'schedadettaglio_update'> }
      },
      extraOptions: EDIT,
    }),
    /** `schedadettaglio_changePosition`: answers the group. */
    schedadettaglioChangePosition: build.mutation<
      OpResult<'schedadettaglio_changePosition'>,
      { gruppoId: Id } & OpBody<'schedadettaglio_changePosition'>
    >({
      query: ({ gruppoId, oldIndex, newIndex }) =>
        request('schedadettaglio_changePosition', {
          path: { id: gruppoId },
          body: { oldIndex, newIndex },
        }),
      extraOptions: EDIT,
    }),
    schedadettaglioDeleteByPosition: build.mutation<
      OpResult<'schedadettaglio_deleteByPosition'>,
      { gruppoId: Id; position: number }
    >({
      query: ({ gruppoId, position }) =>
        request('schedadettaglio_deleteByPosition', {
          path: {
            id: gruppoId,
            position,
          },
        }),
      extraOptions: EDIT,
    }),
    /** `schedadettaglio_removeMetodologiaById`: answers the group. */
    schedadettaglioRemoveMetodologiaById: build.mutation<
      OpResult<'schedadettaglio_removeMetodologiaById'>,
      { gruppoId: Id; metodologiaId: Id }
    >({
      query: ({ gruppoId, metodologiaId }) =>
        request('schedadettaglio_removeMetodologiaById', {
          path: {
            id: gruppoId,
            metodologiaId,
          },
        }),
      extraOptions: EDIT,
    }),
    schedagruppoCreate: build.mutation<GruppoAnswer, GruppoInput>({
      query: (body) => request('schedagruppo_create', { body }),
      extraOptions: EDIT,
    }),
    /** `schedagruppo_update` with the group as the server has it now and the changes on top. */
    schedagruppoUpdate: build.mutation<GruppoAnswer, { id: Id; patch: Partial<GruppoInput> }>({
      async queryFn({ id, patch }, _api, _extra, baseQuery) {
        const current = await baseQuery(request('schedagruppo_get', { path: { id } }))
        if (current.error) return { error: current.error }
        const body = { ...gruppoInput(current.data as GruppoAnswer), ...patch }
        const saved = await baseQuery(request('schedagruppo_update', { path: { id }, body }))
        return saved.error ? { error: saved.error } : { data: saved.data as GruppoAnswer }
      },
      extraOptions: EDIT,
    }),
    /** `schedagruppo_removeMetodologiaBase`: answers the group. */
    schedagruppoRemoveMetodologiaBase: build.mutation<
      OpResult<'schedagruppo_removeMetodologiaBase'>,
      Id
    >({
      query: (id) => request('schedagruppo_removeMetodologiaBase', { path: { id } }),
      extraOptions: EDIT,
    }),
    /** `schedagruppo_remove`: the group and its exercises. */
    schedagruppoRemove: build.mutation<OpResult<'schedagruppo_remove'>, Id>({
      query: (id) => request('schedagruppo_remove', { path: { id } }),
      extraOptions: EDIT,
    }),
    /** `schedagruppo_clearDettaglio`: answers the emptied group. */
    schedagruppoClearDettaglio: build.mutation<OpResult<'schedagruppo_clearDettaglio'>, Id>({
      query: (id) => request('schedagruppo_clearDettaglio', { path: { id } }),
      extraOptions: EDIT,
    }),
  }),
})

export const { useSchedagruppoBySchedaQuery } = builderApi
