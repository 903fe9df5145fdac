/**
 * Clients and instructors: profile pictures; clients: GDPR acceptance (appended to the consent
 * register), every view of the detail logged, one login per email.
 */
import { notifyChanged } from '@mocks/db/store'
import { assertEmailFree } from '../lib/accounts'
import { nowIso } from '../lib/dates'
import { requireSession, type Impl, type ImplMap } from '../lib/dispatch'
import { pictureDataUrl } from '../lib/files'
import { present } from '../lib/present'
import { assertWritable, findVisible, type CollectionName } from '../lib/relations'
import { registraAccesso, registraConsenso, versioneCorrente } from './gdpr'
import { createImpl, getImpl, idParam, updateImpl } from './generic'

/** Multipart {profilePicture, id}: the picture rules first, nothing written on failure. */
export const uploadPicture =
  (key: CollectionName): Impl =>
  async (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, key, ctx.body.id, session)
    assertWritable(row, session)
    row.foto = await pictureDataUrl(ctx.files.profilePicture, 'profilePicture')
    notifyChanged()
    return { foto: row.foto }
  }

export const removePicture =
  (key: CollectionName): Impl =>
  (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, key, ctx.body.id, session)
    assertWritable(row, session)
    row.foto = null
    notifyChanged()
    return { success: true }
  }

const emailOf = (body: Record<string, unknown>): unknown =>
  (body.utente as { email?: unknown } | undefined)?.email

export const clienteImpls: ImplMap = {
  cliente_create: (ctx) => {
    assertEmailFree(ctx.db, emailOf(ctx.body))
    return createImpl('cliente')(ctx)
  },
  cliente_update: (ctx) => {
    const row = findVisible(ctx.db, 'cliente', idParam(ctx), requireSession(ctx))
    assertEmailFree(ctx.db, emailOf(ctx.body), { clienteId: row.id })
    return updateImpl('cliente')(ctx)
  },
  // The detail carries the pathologies and the tests: every view of it is logged (issue 24).
  cliente_get: (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, 'cliente', idParam(ctx), session)
    // Logged without notifyChanged(): a read must not be a change the other tabs are told of
    // (each would ask for the client again, log again and tell back: two tabs on one client
    // would ask each other forever), nor save the whole browser database at every view. The
    // entry is kept in memory and saved with the tab's next change.
    registraAccesso(ctx.db, session, row.id, 'dettaglio')
    return getImpl('cliente')(ctx)
  },
  cliente_uploadPicture: uploadPicture('cliente'),
  cliente_removePicture: removePicture('cliente'),
  cliente_acceptGdpr: (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, 'cliente', ctx.body.clienteId, session)
    row.gdprAccettato = true
    row.dataAccettazioneGdpr = nowIso()
    registraConsenso(ctx.db, session, row.id, 'accettazione', versioneCorrente())
    notifyChanged()
    return present(ctx.db, 'cliente', row, session)
  },
}
