/**
 * Protocols: ordered sheets (associate, disassociate, change position), duplication, and the
 * protocol given to a client as a programme.
 */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import {
  giornoPrima,
  periodiProgramma,
  sovrapposizioni,
  type SchedaPeriodo,
} from '@/modules/scheda/sovrapposizioni'
import { massimaliPerEsercizio } from '@/modules/scheda/analisi/carichi'
import { prossimoBlocco, type RegoleProgressione } from '@/modules/scheda/analisi/progressione'
import type { Gruppo } from '@/modules/scheda/builder/tree'
import type { Metodologia } from '@/modules/scheda/types'
import type { Session } from '../lib/auth'
import { formatIt } from '../lib/dates'
import { requireSession, type Ctx, type ImplMap } from '../lib/dispatch'
import { invalidField } from '../lib/http'
import { byOrdine, insertAt, move, renumber } from '../lib/order'
import { present } from '../lib/present'
import {
  assertWritable,
  findVisible,
  refShape,
  rowsOf,
  visibleRows,
  type AnyRow,
} from '../lib/relations'
import { copyName } from '../lib/unique'
import { idParam } from './generic'
import { massimaliOf } from './massimale'
import { copyContent } from './scheda'

interface ProtocolloScheda {
  id: number
  nome: string
  ordine: number
}

const schedeOf = (row: AnyRow): ProtocolloScheda[] =>
  ((row.schede as ProtocolloScheda[] | undefined) ?? []).slice().sort(byOrdine)

export const protocolloImpls: ImplMap = {
  protocollo_duplica: (ctx) => {
    const session = requireSession(ctx)
    const original = findVisible(ctx.db, 'protocollo', idParam(ctx), session)
    const copy: AnyRow = {
      ...structuredClone(original),
      id: nextId(ctx.db, 'protocollo'),
      tenantId: session.tenantId,
      nome: copyName(original.nome, 150),
    }
    rowsOf(ctx.db, 'protocollo').push(copy)
    notifyChanged()
    return present(ctx.db, 'protocollo', copy, session)
  },

  protocollo_associateSchede: (ctx) => {
    const session = requireSession(ctx)
    const scheda = findVisible(ctx.db, 'scheda', ctx.body.idScheda, session)
    const protocolli = (ctx.body.idProtocolli as number[]).map((id) =>
      findVisible(ctx.db, 'protocollo', id, session),
    )
    protocolli.forEach((protocollo) => assertWritable(protocollo, session))
    for (const protocollo of protocolli) {
      const schede = schedeOf(protocollo)
      const entry = schede.find((item) => item.id === scheda.id) ?? {
        id: scheda.id,
        nome: String(scheda.nome),
        ordine: schede.length,
      }
      protocollo.schede = insertAt(schede, entry, Number(ctx.body.ordine))
    }
    notifyChanged()
    return { success: true }
  },

  protocollo_disassociateSchede: (ctx) => {
    const session = requireSession(ctx)
    const protocollo = findVisible(ctx.db, 'protocollo', ctx.body.idProtocollo, session)
    const scheda = findVisible(ctx.db, 'scheda', ctx.body.idScheda, session)
    assertWritable(protocollo, session)
    protocollo.schede = renumber(schedeOf(protocollo).filter((item) => item.id !== scheda.id))
    notifyChanged()
    return { success: true }
  },

  protocollo_changePosition: (ctx) => {
    const session = requireSession(ctx)
    const protocollo = findVisible(ctx.db, 'protocollo', idParam(ctx), session)
    assertWritable(protocollo, session)
    protocollo.schede = move(
      schedeOf(protocollo),
      Number(ctx.body.oldIndex),
      Number(ctx.body.newIndex),
    )
    notifyChanged()
    return present(ctx.db, 'protocollo', protocollo, session)
  },

  protocollo_assegna: assegna,
}

/**
 * protocollo_assegna: the protocol's templates, in order, become the client's sheets with
 * consecutive dates; the client's sheets running at the start end the day before; a sheet of the
 * client starting within the programme refuses it. Every check comes first, then the writes: a
 * refused call changes nothing.
 */
function assegna(ctx: Ctx): Record<string, unknown> {
  const session = requireSession(ctx)
  const protocollo = findVisible(ctx.db, 'protocollo', idParam(ctx), session)
  const cliente = findVisible(ctx.db, 'cliente', ctx.body.clienteId, session)
  assertWritable(cliente, session)
  const modelli = schedeOf(protocollo).map((item) =>
    findVisible(ctx.db, 'scheda', item.id, session),
  )
  if (modelli.length === 0) throw invalidField('_', 'Il protocollo non contiene schede')
  const settimane = ctx.body.settimane as number[]
  if (settimane.length !== modelli.length) {
    throw invalidField(
      'settimane',
      `Indicare le settimane di ognuna delle ${modelli.length} schede del protocollo`,
    )
  }
  const progressione = progressioneScelta(ctx, session)
  const inizio = String(ctx.body.dataInizio)
  const periodi = periodiProgramma(inizio, settimane)
  const fine = periodi[periodi.length - 1]!.dataFine
  const schedeCliente = visibleRows(ctx.db, 'scheda', session).filter(
    (row) => (row.cliente as { id?: unknown } | null)?.id === cliente.id,
  )
  const { daConcludere, stessoInizio, successiva } = sovrapposizioni(
    schedeCliente as unknown as SchedaPeriodo[],
    inizio,
    fine,
  )
  const dentro = stessoInizio[0] ?? successiva
  if (dentro) {
    throw invalidField(
      'dataInizio',
      `Il cliente ha già la scheda «${dentro.nome}» dal ${formatIt(dentro.dataInizio)}, dentro il programma (fino al ${formatIt(fine)}): scegliere un'altra data di inizio.`,
    )
  }

  const concluse = (daConcludere as unknown as AnyRow[]).map((row) => {
    row.dataFine = giornoPrima(inizio)
    return row
  })
  const schede = modelli.map((modello, index) => {
    const scheda: AnyRow = {
      ...structuredClone(modello),
      id: nextId(ctx.db, 'scheda'),
      tenantId: session.tenantId,
      nome: modello.nome,
      cliente: refShape('cliente', cliente),
      isCliente: true,
      isTemplate: false,
      isBozza: false,
      cartelle: [],
      ...periodi[index],
    }
    rowsOf(ctx.db, 'scheda').push(scheda)
    copyContent(ctx.db, session, modello.id, scheda.id)
    if (progressione) progredisci(ctx, session, scheda, progressione.regole, index, cliente.id)
    return scheda
  })
  notifyChanged()
  return {
    schede: schede.map((row) => present(ctx.db, 'scheda', row, session, 'slim')),
    concluse: concluse.map((row) => present(ctx.db, 'scheda', row, session, 'slim')),
    progressione: progressione ? { id: progressione.id, nome: progressione.nome } : null,
  }
}

interface ProgressioneRow {
  id: number
  nome: string
  regole: RegoleProgressione
}

/** The saved progression asked for (progressioneId): the tenant's own, without a deload. */
function progressioneScelta(ctx: Ctx, session: Session): ProgressioneRow | null {
  const id = ctx.body.progressioneId
  if (id === undefined || id === null) return null
  const row = visibleRows(ctx.db, 'progressione', session).find(
    (candidate) => candidate.id === id && candidate.tenantId === session.tenantId,
  ) as unknown as ProgressioneRow | undefined
  if (!row) throw invalidField('progressioneId', 'Progressione salvata non trovata')
  if (row.regole.scaricoPercentuale !== null) {
    throw invalidField(
      'progressioneId',
      `La progressione «${row.nome}» ha una settimana di scarico: lo scarico è un blocco a sé e non si applica tra le schede di un programma.`,
    )
  }
  return row
}

/**
 * The programme's sheet at position `passi`: its details written with the rules applied that many
 * times (the pure rules of "Prossimo blocco", so both agree on rounding, supersets and maximums).
 */
function progredisci(
  ctx: Ctx,
  session: Session,
  scheda: AnyRow,
  regole: RegoleProgressione,
  passi: number,
  clienteId: number,
): void {
  if (passi === 0) return
  const massimali = massimaliPerEsercizio(
    massimaliOf(ctx, clienteId) as unknown as Parameters<typeof massimaliPerEsercizio>[0],
  )
  const metodologie = new Map(
    visibleRows(ctx.db, 'metodologia', session).map((row) => [
      row.id,
      present(ctx.db, 'metodologia', row, session) as unknown as Metodologia,
    ]),
  )
  let gruppi = (present(ctx.db, 'scheda', scheda, session) as { gruppi: Gruppo[] }).gruppi
  for (let passo = 0; passo < passi; passo += 1)
    gruppi = prossimoBlocco(gruppi, regole, { massimali, metodologie }).gruppi
  const righe = new Map(rowsOf(ctx.db, 'schedadettaglio').map((row) => [row.id, row]))
  for (const gruppo of gruppi)
    for (const dettaglio of gruppo.dettagli) {
      const riga = righe.get(dettaglio.id)
      if (!riga) continue
      riga.carico = dettaglio.carico
      riga.ripetizioni = dettaglio.ripetizioni
      riga.serie = dettaglio.serie
    }
}
