import { lazy } from 'react'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, listQueryParams, type Id, type ListArgs } from '@/api/crud'
import { resources } from '@/api/resources'
import { notify } from '@/components/feedback'
import { it } from '@/i18n/it'
import type { Gruppo } from './builder/tree'
import { schedaPatch, type SchedaModifica, type SchedaRow } from './types'

const SCHEDA_LIST = { type: 'Scheda', id: 'LIST' } as const
const LIBRERIA_LIST = { type: 'Libreria', id: 'LIST' } as const

type TemplateResult = OpResult<'scheda_createFromTemplate'>

/**
 * Template creation answers 200 with success false and the reason in `error` (SPEC section 8):
 * that is a failure for the caller and its reason is shown as an error toast. A success is toasted
 * unless `quiet` (a step of a bigger action that says so itself at its end).
 */
function templateOutcome(
  result: { data?: unknown; error?: FetchBaseQueryError },
  quiet = false,
): { data: TemplateResult } | { error: FetchBaseQueryError } {
  if (result.error) return { error: result.error }
  const data = result.data as TemplateResult
  if (!data.success) {
    const reason = data.error ?? ''
    if (reason) notify.error(reason)
    return { error: { status: 'CUSTOM_ERROR', error: reason, data } }
  }
  if (!quiet) notify.success()
  return { data }
}

/** What "Nuova scheda" needs: the sheet, what it starts from, the running sheets to end. */
export interface NuovaScheda {
  scheda: OpBody<'scheda_create'>
  /** The library template to copy; null: a blank sheet with a first group (A) ready. */
  modelloId: number | null
  /** Sheets of the client to end the day before the new one starts (and their new end). */
  daConcludere: SchedaCambio[]
}

/** A change of a sheet: the sheet as the page has it loaded and the fields to change. */
export interface SchedaCambio {
  scheda: SchedaRow
  modifica: SchedaModifica
}

/**
 * The one PUT of a sheet (`scheda_update`): the fields to change over the sheet as loaded, sent
 * as the contract's whole body (schedaPatch). Every change of a sheet goes through it: the
 * dialogs by `schedaUpdate`, the calls of several steps here by this request.
 */
const cambioScheda = ({ scheda, modifica }: SchedaCambio) =>
  request('scheda_update', { path: { id: scheda.id }, body: schedaPatch(scheda, modifica) })

/** What "Prossimo blocco" creates: the sheet's fields and its groups with their exercises. */
export interface ProssimoBloccoInput {
  scheda: OpBody<'scheda_create'> & { nome: string }
  gruppi: readonly Pick<Gruppo, 'nome' | 'ordine' | 'metodologiaBase' | 'dettagli'>[]
}

export const schedaApi = createCrudApi('scheda', { except: ['update'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * `scheda_update` as a change over the sheet as loaded: `{ scheda, modifica }`, the whole body
     * built by schedaPatch (the fields not given keep the sheet's values). The generic full-body
     * update is not injected for the sheet: this is its one way.
     */
    schedaUpdate: build.mutation<OpResult<'scheda_update'>, SchedaCambio>({
      query: (cambio) => cambioScheda(cambio),
      invalidatesTags: (_result, _error, { scheda }) => [
        { type: 'Scheda', id: scheda.id },
        SCHEDA_LIST,
      ],
      extraOptions: { formErrors: true, successToast: true },
    }),
    /** `scheda_old`: earlier sheets (a client's history). */
    schedaOld: build.query<OpResult<'scheda_old'>, ListArgs>({
      query: (params) =>
        request('scheda_old', { params: listQueryParams(resources.scheda, params) }),
      providesTags: [SCHEDA_LIST],
    }),
    /** `scheda_duplica` with id, optional nome and clienteId: answers the copy. */
    schedaDuplica: build.mutation<OpResult<'scheda_duplica'>, OpBody<'scheda_duplica'>>({
      query: (body) => request('scheda_duplica', { body }),
      invalidatesTags: [SCHEDA_LIST, LIBRERIA_LIST],
      extraOptions: { successToast: true },
    }),
    /**
     * `scheda_createFromTemplate` with id, schedaId. Answers success, id, error;
     * success false is returned as an error (CUSTOM_ERROR with the answer as data) and toasted.
     */
    schedaCreateFromTemplate: build.mutation<TemplateResult, OpBody<'scheda_createFromTemplate'>>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        return templateOutcome(await baseQuery(request('scheda_createFromTemplate', { body })))
      },
      invalidatesTags: (_result, error) => (error ? [] : [SCHEDA_LIST, LIBRERIA_LIST]),
    }),
    /**
     * A new sheet, whole or not at all: `scheda_create`, then either its first group
     * (`schedagruppo_create` "A") or the template's groups and exercises
     * (createschedafromtemplate). A sheet from a template is made as a draft and published once
     * the copy succeeded; when a step fails the sheet is deleted again, so a failed creation
     * leaves nothing behind (and at worst a draft, never a sheet "in corso"). Then the client's
     * running sheets chosen are ended. One success toast at the end; a 422 on the sheet's fields
     * goes back to the form.
     */
    schedaNuova: build.mutation<{ id: number }, NuovaScheda>({
      async queryFn({ scheda, modelloId, daConcludere }, _api, _extra, baseQuery) {
        const created = await baseQuery(
          request('scheda_create', {
            body: { ...scheda, isBozza: scheda.isBozza === true || modelloId !== null },
          }),
        )
        if (created.error) return { error: created.error }
        const nuova = created.data as OpResult<'scheda_create'>
        const path = { id: nuova.id }
        const filled =
          modelloId === null
            ? await baseQuery(
                request('schedagruppo_create', {
                  body: { schedaId: nuova.id, nome: 'A', ordine: 0, metodologiaBase: null },
                }),
              )
            : templateOutcome(
                await baseQuery(
                  request('scheda_createFromTemplate', {
                    body: { id: modelloId, schedaId: nuova.id },
                  }),
                ),
                true,
              )
        const published =
          'error' in filled || modelloId === null || scheda.isBozza === true
            ? filled
            : await baseQuery(cambioScheda({ scheda: nuova, modifica: { isBozza: false } }))
        if ('error' in published && published.error) {
          await baseQuery(request('scheda_remove', { path }))
          return { error: published.error }
        }
        for (const cambio of daConcludere) await baseQuery(cambioScheda(cambio))
        notify.success()
        return { data: { id: nuova.id } }
      },
      invalidatesTags: (_result, error) => (error ? [SCHEDA_LIST] : [SCHEDA_LIST, LIBRERIA_LIST]),
      extraOptions: { formErrors: true },
    }),
    /**
     * "Nuova cartella" from a sheet: the folder (cartella_create with its name), then the sheet
     * in it (scheda_update: its folders plus the new one, over the sheet as loaded). One success
     * toast at the end; a 422 goes back to the dialog's field.
     */
    schedaNuovaCartella: build.mutation<
      OpResult<'cartella_create'>,
      { scheda: SchedaRow; nome: string }
    >({
      async queryFn({ scheda, nome }, _api, _extra, baseQuery) {
        const created = await baseQuery(request('cartella_create', { body: { nome } }))
        if (created.error) return { error: created.error }
        const cartella = created.data as OpResult<'cartella_create'>
        const cartelle = [...(scheda.cartelle ?? []), { id: cartella.id, nome: cartella.nome }]
        const updated = await baseQuery(cambioScheda({ scheda, modifica: { cartelle } }))
        if (updated.error) return { error: updated.error }
        notify.success()
        return { data: cartella }
      },
      invalidatesTags: (_result, _error, { scheda }) => [
        { type: 'Cartella', id: 'LIST' },
        { type: 'Scheda', id: scheda.id },
        SCHEDA_LIST,
      ],
      extraOptions: { formErrors: true },
    }),
    /**
     * "Prossimo blocco": the next sheet of a client, whole or not at all. The sheet is made as a
     * draft (`scheda_create`), then its groups (`schedagruppo_create`) and their exercises
     * (`schedadettaglio_create`) one by one, then published (`scheda_update`). No call of the
     * contract carries a sheet with its content, so when a step fails the draft is deleted
     * (`scheda_remove`, its groups and exercises with it) and the error says so; if even that
     * fails, the error names the draft left to delete.
     */
    schedaProssimoBlocco: build.mutation<{ id: number }, ProssimoBloccoInput>({
      async queryFn({ scheda, gruppi }, _api, _extra, baseQuery) {
        const created = await baseQuery(
          request('scheda_create', { body: { ...scheda, isBozza: true } }),
        )
        if (created.error) return { error: created.error }
        const bozza = created.data as OpResult<'scheda_create'>
        const path = { id: bozza.id }
        const fill = async (): Promise<FetchBaseQueryError | null> => {
          for (const g of gruppi) {
            const gruppo = await baseQuery(
              request('schedagruppo_create', {
                body: {
                  schedaId: path.id,
                  nome: g.nome,
                  ordine: g.ordine,
                  metodologiaBase: g.metodologiaBase ?? null,
                },
              }),
            )
            if (gruppo.error) return gruppo.error
            const gruppoId = (gruppo.data as OpResult<'schedagruppo_create'>).id
            for (const { id: _id, ...d } of g.dettagli) {
              const dettaglio = await baseQuery(
                request('schedadettaglio_create', { body: { ...d, gruppoId } }),
              )
              if (dettaglio.error) return dettaglio.error
            }
          }
          const published = await baseQuery(
            cambioScheda({ scheda: bozza, modifica: { isBozza: false } }),
          )
          return published.error ?? null
        }
        const failed = await fill()
        if (failed) {
          const removed = await baseQuery(request('scheda_remove', { path }))
          const message = removed.error
            ? it.progressione.rollbackFallito(scheda.nome)
            : it.progressione.creazioneAnnullata
          notify.error(message)
          return { error: { status: 'CUSTOM_ERROR', error: message, data: failed } }
        }
        notify.success(it.progressione.creato(scheda.nome))
        return { data: { id: path.id } }
      },
      invalidatesTags: [SCHEDA_LIST, LIBRERIA_LIST],
    }),
    /** `scheda_createTemplateFromScheda` with id, nome; same answer as above. */
    schedaCreateTemplateFromScheda: build.mutation<
      OpResult<'scheda_createTemplateFromScheda'>,
      OpBody<'scheda_createTemplateFromScheda'>
    >({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        return templateOutcome(
          await baseQuery(request('scheda_createTemplateFromScheda', { body })),
        )
      },
      invalidatesTags: (_result, error) => (error ? [] : [SCHEDA_LIST, LIBRERIA_LIST]),
    }),
    /**
     * `scheda_print`: the printable PDF, as an object URL the page can open
     * (the call needs the bearer token, so the browser cannot open the API address itself).
     */
    schedaPrint: build.query<string, Id>({
      query: (id) => ({
        ...request('scheda_print', { path: { id } }),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const {
  useSchedaListQuery,
  useSchedaGetQuery,
  useLazySchedaGetQuery,
  useSchedaCreateMutation,
  useSchedaUpdateMutation,
  useSchedaRemoveMutation,
  useSchedaSlimListQuery,
  useSchedaSlimGetQuery,
  useSchedaOldQuery,
  useSchedaDuplicaMutation,
  useSchedaCreateFromTemplateMutation,
  useSchedaCreateTemplateFromSchedaMutation,
  useSchedaNuovaMutation,
  useSchedaNuovaCartellaMutation,
  useSchedaProssimoBloccoMutation,
  useLazySchedaPrintQuery,
} = schedaApi

/**
 * The muscle-volume map and its side panel, for the other modules (a protocol's sheets together):
 * the sheet module's public surface is this file. The map is loaded when first shown, so the many
 * pages that import this file for its calls (dashboard, clients) do not carry it.
 */
export const MappaVolume = lazy(() =>
  import('./analisi/MappaVolume').then((m) => ({ default: m.MappaVolume })),
)
export { PannelloVolume } from './analisi/PannelloVolume'

/** What the client's Massimali tab reads: the maximums the client's current sheets use. */
export { useSchedaInCorsoClienteQuery } from './analisi/api'
export { eserciziUsatiInCorso } from './analisi/carichi'
export { oggiIso } from './analisi/use-carichi'

/** The rule of one running sheet per client, for whoever makes a client's sheets (a programme). */
export { giornoPrima, periodiProgramma, sovrapposizioni } from './sovrapposizioni'
export { useProgressioneListQuery } from './progressione-api'
