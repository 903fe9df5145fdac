/** A tenant's users: its administrator, then its instructors with their accounts. */
import type { components } from '@/api/schema.gen'
import {
  DEFAULT_PREFERENZE,
  DEMO_PASSWORD,
  nextId,
  type IstruttoreRow,
  type UtenteRow,
} from '../schema'
import * as D from '../data'
import {
  nascita,
  riferimenti,
  riferimento,
  telefono,
  uniqueEmail,
  type Seed,
  type TenantContext,
} from './context'
import { halfHour, slug } from './formato'

type S = components['schemas']
type Giorno = S['Giorno']

const GIORNI: readonly Giorno[] = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato']

function utente(
  s: Seed,
  seed: D.TenantSeed,
  email: string,
  nome: string,
  cognome: string,
  role: S['Role'],
): UtenteRow {
  const row: UtenteRow = {
    id: nextId(s.db, 'utente'),
    email,
    nome,
    cognome,
    roles: [role],
    preferenze: { ...DEFAULT_PREFERENZE },
    showWelcomeMessage: true,
    dataScadenza: seed.dataScadenza,
    tenantId: seed.tenantId,
    password: DEMO_PASSWORD,
  }
  s.db.utente.push(row)
  return row
}

export function seedUtentiIstruttori(s: Seed, ctx: TenantContext): void {
  const { seed } = ctx
  const { rng } = s
  const { admin } = seed
  utente(s, seed, uniqueEmail(s, 'admin', seed.domain), admin.nome, admin.cognome, 'ROLE_ADMIN')
  const titoli = D.REFERENCE_LISTS.titolostudio.slice(0, 7)
  for (let i = 0; i < seed.istruttori; i++) {
    const demo = i === 0 && seed.tenantId === D.TENANTS[0]!.tenantId
    const sesso: 'M' | 'F' = demo ? 'M' : rng.chance(0.5) ? 'F' : 'M'
    const nome = demo ? 'Marco' : rng.pick(sesso === 'F' ? D.NOMI_FEMMINILI : D.NOMI_MASCHILI)
    const cognome = demo ? 'Rossi' : rng.lastName()
    const email = uniqueEmail(
      s,
      demo ? 'istruttore' : `${slug(nome)}.${slug(cognome)}`,
      seed.domain,
    )
    const account = utente(s, seed, email, nome, cognome, 'ROLE_ISTRUTTORE')
    const row: IstruttoreRow = {
      id: nextId(s.db, 'istruttore'),
      nome,
      cognome,
      sesso,
      dataNascita: nascita(s, 23, 55),
      telefono: telefono(s),
      note: rng.chance(0.7)
        ? `Specializzat${sesso === 'F' ? 'a' : 'o'} in ${rng.pick(D.SPECIALIZZAZIONI_ISTRUTTORE)}.` +
          (rng.chance(0.4) ? ' Disponibile anche per lezioni di gruppo.' : '')
        : null,
      utente: { id: account.id, email },
      titoloStudio: riferimento(s, 'titolostudio', rng.pick(titoli)),
      masters: riferimenti(s, 'master', rng.some(D.REFERENCE_LISTS.master, 0, 3)),
      disponibilita: disponibilita(s),
      foto: null,
      tenantId: seed.tenantId,
    }
    s.db.istruttore.push(row)
    ctx.istruttori.push(row)
  }
}

/** Weekly slots: a morning and/or an afternoon slot on some days, never overlapping. */
function disponibilita(s: Seed): S['Disponibilita'][] {
  const { rng } = s
  const giorni = rng.some(GIORNI, 3, 6).sort((a, b) => GIORNI.indexOf(a) - GIORNI.indexOf(b))
  const slots: S['Disponibilita'][] = []
  for (const giorno of giorni) {
    const turno = giorno === 'sabato' ? 0 : rng.int(0, 2)
    if (turno !== 1) {
      const start = rng.int(14, 20)
      const end = Math.min(start + rng.int(4, 10), 26)
      slots.push({ giorno, oraInizio: halfHour(start), oraFine: halfHour(end) })
    }
    if (turno !== 0) {
      const start = rng.int(28, 34)
      const end = Math.min(start + rng.int(4, 10), 43)
      slots.push({ giorno, oraInizio: halfHour(start), oraFine: halfHour(end) })
    }
  }
  return slots
}
