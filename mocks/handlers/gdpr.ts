/**
 * GDPR (issue 24): the notices, the append-only consent register, the log of every view of a
 * client's health data, the clients to ask for a renewed consent, and the anonymisation.
 */
import type { AccessoRow, ConsensoRow, Database } from '@mocks/db/database'
import { INFORMATIVE } from '@mocks/db/data'
import { notifyChanged } from '@mocks/db/store'
import type { Session } from '../lib/auth'
import { nowIso } from '../lib/dates'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { present } from '../lib/present'
import { assertWritable, findVisible, propagateUpdate, type AnyRow } from '../lib/relations'
import { idParam } from './generic'

export const versioneCorrente = (): string => INFORMATIVE[INFORMATIVE.length - 1]!.versione

/** Appends an event to the register (never changes or removes one). */
export function registraConsenso(
  db: Database,
  session: Session,
  clienteId: number,
  tipo: ConsensoRow['tipo'],
  versione: string | null = null,
): ConsensoRow {
  const evento: ConsensoRow = {
    id: db.gdprConsensi.length + 1,
    clienteId,
    tipo,
    data: nowIso(),
    registratoDa: session.user.email,
    versione,
    tenantId: session.tenantId,
  }
  db.gdprConsensi.push(evento)
  return evento
}

/** Logs a view of a client's health data (the caller's tenant is the client's). */
export function registraAccesso(
  db: Database,
  session: Session,
  clienteId: number,
  cosa: AccessoRow['cosa'],
): void {
  db.gdprAccessi.push({
    id: db.gdprAccessi.length + 1,
    clienteId,
    data: nowIso(),
    utente: session.user.email,
    cosa,
    tenantId: session.tenantId,
  })
}

const senzaTenant = <T extends { tenantId: string }>({ tenantId: _t, ...rest }: T) => rest

/** The last acceptance of every client (the register is in order). */
function ultimeAccettazioni(db: Database, session: Session): Map<number, ConsensoRow> {
  const ultime = new Map<number, ConsensoRow>()
  for (const evento of db.gdprConsensi) {
    if (evento.tenantId !== session.tenantId) continue
    if (evento.tipo === 'accettazione') ultime.set(evento.clienteId, evento)
    else if (evento.tipo === 'revoca' || evento.tipo === 'anonimizzazione')
      ultime.delete(evento.clienteId)
  }
  return ultime
}

/** Clears everything that names the person or describes their health; keeps the rest. */
function anonimizza(row: AnyRow): void {
  Object.assign(row, {
    nome: `Cliente ${row.id}`,
    cognome: 'Anonimo',
    sesso: null,
    dataNascita: null,
    codiceFiscale: null,
    telefono: null,
    indirizzo: null,
    citta: null,
    note: null,
    caratteristiche: [],
    patologieMuscoli: [],
    patologieArticolazioni: [],
    patologieOssa: [],
    sport: [],
    attivita: [],
    foto: null,
    gdprAccettato: false,
    dataAccettazioneGdpr: null,
  })
  delete row.utente
}

export const gdprImpls: ImplMap = {
  gdpr_informative: (ctx) => {
    requireSession(ctx)
    return INFORMATIVE
  },
  gdpr_daRinnovare: (ctx) => {
    const session = requireSession(ctx)
    const corrente = versioneCorrente()
    const clienti = [...ultimeAccettazioni(ctx.db, session).values()]
      .filter((evento) => evento.versione !== corrente)
      .map((evento) => evento.clienteId)
      .sort((a, b) => a - b)
    return { versione: corrente, clienti }
  },
  gdpr_registro: (ctx) => {
    const session = requireSession(ctx)
    const cliente = findVisible(ctx.db, 'cliente', idParam(ctx), session)
    return ctx.db.gdprConsensi.filter((e) => e.clienteId === cliente.id).map(senzaTenant)
  },
  gdpr_accessi: (ctx) => {
    const session = requireSession(ctx)
    const cliente = findVisible(ctx.db, 'cliente', idParam(ctx), session)
    return ctx.db.gdprAccessi.filter((e) => e.clienteId === cliente.id).map(senzaTenant)
  },
  gdpr_registra: (ctx) => {
    const session = requireSession(ctx)
    const cliente = findVisible(ctx.db, 'cliente', ctx.body.clienteId, session)
    assertWritable(cliente, session)
    const tipo = ctx.body.tipo as 'revoca' | 'esportazione'
    if (tipo === 'revoca') cliente.gdprAccettato = false
    // An export carries the health data: it is a view of them too.
    if (tipo === 'esportazione') registraAccesso(ctx.db, session, cliente.id, 'esportazione')
    const evento = registraConsenso(ctx.db, session, cliente.id, tipo)
    notifyChanged()
    return senzaTenant(evento)
  },
  gdpr_anonimizza: (ctx) => {
    const session = requireSession(ctx)
    const cliente = findVisible(ctx.db, 'cliente', ctx.body.clienteId, session)
    assertWritable(cliente, session)
    anonimizza(cliente)
    propagateUpdate(ctx.db, 'cliente', cliente)
    registraConsenso(ctx.db, session, cliente.id, 'anonimizzazione')
    notifyChanged()
    return present(ctx.db, 'cliente', cliente, session)
  },
}
