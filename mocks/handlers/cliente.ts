/** Clients and instructors: profile pictures; clients: GDPR acceptance. */
import { notifyChanged } from '@mocks/db/store'
import { nowIso } from '../lib/dates'
import { requireSession, type Impl, type ImplMap } from '../lib/dispatch'
import { assertPicture, toDataUrl } from '../lib/files'
import { present } from '../lib/present'
import { assertWritable, findVisible, type CollectionName } from '../lib/relations'

/** Multipart {profilePicture, id}: 5 MB rule first, nothing written on failure. */
export const uploadPicture =
  (key: CollectionName): Impl =>
  async (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, key, ctx.body.id, session)
    assertWritable(row, session)
    const file = assertPicture(ctx.files.profilePicture, 'profilePicture')
    row.foto = await toDataUrl(file)
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

export const clienteImpls: ImplMap = {
  cliente_uploadPicture: uploadPicture('cliente'),
  cliente_removePicture: removePicture('cliente'),
  cliente_acceptGdpr: (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, 'cliente', ctx.body.clienteId, session)
    row.gdprAccettato = true
    row.dataAccettazioneGdpr = nowIso()
    notifyChanged()
    return present(ctx.db, 'cliente', row, session)
  },
}
