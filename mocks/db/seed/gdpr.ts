/**
 * The consent register of the demo (issue 24): one acceptance per client who accepted, naming the
 * notice in force on that day and the client's instructor as the one who recorded it. Draws
 * nothing from the random sequence (the data before it does not change).
 */
import { INFORMATIVE } from '../data'
import type { Seed } from './context'

/** The version of the notice in force on an ISO date-time. */
export function versioneAl(dataIso: string): string {
  const giorno = dataIso.slice(0, 10)
  let versione: string = INFORMATIVE[0].versione
  for (const informativa of INFORMATIVE)
    if (informativa.data <= giorno) versione = informativa.versione
  return versione
}

export function seedGdpr(s: Seed): void {
  const { db } = s
  const email = new Map(db.istruttore.map((i) => [i.id, i.utente?.email ?? '']))
  for (const cliente of db.cliente) {
    if (!cliente.gdprAccettato || !cliente.dataAccettazioneGdpr) continue
    db.gdprConsensi.push({
      id: db.gdprConsensi.length + 1,
      clienteId: cliente.id,
      tipo: 'accettazione',
      data: cliente.dataAccettazioneGdpr,
      registratoDa: (cliente.istruttore && email.get(cliente.istruttore.id)) || 'sistema',
      versione: versioneAl(cliente.dataAccettazioneGdpr),
      tenantId: cliente.tenantId ?? '',
    })
  }
}
