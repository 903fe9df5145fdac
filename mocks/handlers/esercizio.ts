/** Exercises: the sheet-construction list, exercises without a maximum, attached files. */
import { notifyChanged } from '@mocks/db/store'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { toDataUrl } from '../lib/files'
import { invalidField, notFound } from '../lib/http'
import { present } from '../lib/present'
import { assertWritable, findVisible, visibleRows } from '../lib/relations'
import { idParam, listImpl } from './generic'
import { massimaliOf } from './massimale'

interface EsercizioFile {
  fileType: string
  fileNumber: number
  nome: string
  url: string
}

const fullList = listImpl('esercizio')
/** The sheet-construction panel lists every exercise unless a page size is asked for. */
const costruzioneList = listImpl('esercizio', { pageSize: PAGE_SIZE_ALL })

export const esercizioImpls: ImplMap = {
  esercizio_list: (ctx) =>
    ctx.query.isCostruzioneScheda === true ? costruzioneList(ctx) : fullList(ctx),

  esercizio_nonAssociato: (ctx) => {
    const withMassimale = new Set(
      massimaliOf(ctx, ctx.params.clienteId).map(
        (row) => (row.esercizio as { id?: unknown } | null)?.id,
      ),
    )
    return listImpl('esercizio', {
      variant: 'slim',
      source: () =>
        visibleRows(ctx.db, 'esercizio', requireSession(ctx)).filter(
          (row) => !withMassimale.has(row.id),
        ),
    })(ctx)
  },

  esercizioFile_upload: async (ctx) => {
    const session = requireSession(ctx)
    const esercizio = findVisible(ctx.db, 'esercizio', idParam(ctx), session)
    assertWritable(esercizio, session)
    const file = ctx.files.file
    if (!file) throw invalidField('file', 'Campo obbligatorio')
    const fileType = String(ctx.body.fileType)
    const files = ((esercizio.files as EsercizioFile[] | undefined) ?? []).slice()
    const last = Math.max(
      0,
      ...files.filter((f) => f.fileType === fileType).map((f) => f.fileNumber),
    )
    files.push({
      fileType,
      fileNumber: last + 1,
      nome: file.name || `${fileType}-${last + 1}`,
      url: await toDataUrl(file),
    })
    esercizio.files = files
    notifyChanged()
    return present(ctx.db, 'esercizio', esercizio, session)
  },

  esercizioFile_remove: (ctx) => {
    const session = requireSession(ctx)
    const esercizio = findVisible(ctx.db, 'esercizio', idParam(ctx), session)
    assertWritable(esercizio, session)
    const files = (esercizio.files as EsercizioFile[] | undefined) ?? []
    const kept = files.filter(
      (f) => !(f.fileType === ctx.params.fileType && f.fileNumber === ctx.params.fileNumber),
    )
    if (kept.length === files.length) throw notFound()
    esercizio.files = kept
    notifyChanged()
    return { success: true }
  },
}
