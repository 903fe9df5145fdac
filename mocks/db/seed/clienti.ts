/** A tenant's clients, in the order they signed up. */
import { nextId, type ClienteRow } from '../schema'
import * as D from '../data'
import {
  nascita,
  must,
  riferimenti,
  telefono,
  uniqueEmail,
  type Seed,
  type TenantContext,
} from './context'
import { codiceFiscale } from './codice-fiscale'
import { DAY_MS, MINUTE_MS, REF_MS, isoDateTime, slug } from './formato'

const PATOLOGIE_MUSCOLI = [
  'Bicipite femorale',
  'Gastrocnemio',
  'Trapezio',
  'Erettori spinali',
  'Sovraspinato',
  'Adduttori',
  'Quadricipite femorale',
] as const
const PATOLOGIE_ARTICOLAZIONI = [
  'Ginocchio',
  'Spalla',
  'Rachide lombare',
  'Caviglia',
  'Anca',
  'Rachide cervicale',
] as const
const PATOLOGIE_OSSA = ['Vertebre lombari', 'Rotula', 'Clavicola', 'Radio', 'Perone', 'Metatarso']

export function seedClienti(s: Seed, ctx: TenantContext, count: number): void {
  const { rng } = s
  const createdAt = Array.from(
    { length: count },
    () => REF_MS - rng.int(1, 730) * DAY_MS + rng.int(7 * 60, 21 * 60) * MINUTE_MS,
  ).sort((a, b) => a - b)
  const comuneSede = must(
    D.COMUNI_NASCITA.find(([nome]) => nome === ctx.seed.citta[0]),
    ctx.seed.citta[0] ?? '',
  )
  for (const created of createdAt) {
    const row = cliente(s, ctx, created, comuneSede)
    s.db.cliente.push(row)
    ctx.clienti.push(row)
  }
}

function cliente(
  s: Seed,
  ctx: TenantContext,
  created: number,
  comuneSede: readonly [string, string],
): ClienteRow {
  const { rng } = s
  const sesso: 'M' | 'F' = rng.chance(0.52) ? 'F' : 'M'
  const nome = rng.pick(sesso === 'F' ? D.NOMI_FEMMINILI : D.NOMI_MASCHILI)
  const cognome = rng.lastName()
  const dataNascita = nascita(s, 16, 75)
  const comune = rng.chance(0.55) ? comuneSede : rng.pick(D.COMUNI_NASCITA)
  const n = slug(nome)
  const c = slug(cognome)
  const yy = dataNascita.slice(2, 4)
  const local = rng.pick([`${n}.${c}`, `${n}${c}`, `${n[0]}.${c}`, `${c}.${n}`, `${n}.${c}${yy}`])
  const istruttore = rng.pick(ctx.istruttori)
  const altezza = sesso === 'M' ? rng.int(165, 195) : rng.int(152, 180)
  const peso = Math.round((rng.int(190, 310) / 10) * (altezza / 100) ** 2)
  const gdpr = rng.chance(0.8)
  const gdprMs = Math.min(created + rng.int(0, 3 * 24 * 60) * MINUTE_MS, REF_MS - MINUTE_MS)
  return {
    id: nextId(s.db, 'cliente'),
    nome,
    cognome,
    sesso,
    dataNascita,
    codiceFiscale: codiceFiscale(cognome, nome, dataNascita, sesso, comune[1]),
    telefono: telefono(s),
    indirizzo: `${rng.pick(D.VIE)}, ${rng.int(1, 180)}`,
    citta: rng.chance(0.6) ? ctx.seed.citta[0]! : rng.pick(ctx.seed.citta),
    note: noteCliente(s),
    utente: { email: uniqueEmail(s, local, rng.pick(D.DOMINI_EMAIL)) },
    istruttore: { id: istruttore.id, nome: istruttore.nome, cognome: istruttore.cognome },
    caratteristiche: [
      { nome: 'Altezza', valore: `${altezza} cm` },
      { nome: 'Peso', valore: `${peso} kg` },
      { nome: 'Obiettivo', valore: rng.pick(D.OBIETTIVI) },
      { nome: 'Livello', valore: rng.pick(D.LIVELLI) },
    ],
    patologieMuscoli: rng.chance(0.15)
      ? riferimenti(s, 'muscolo', rng.some(PATOLOGIE_MUSCOLI, 1, 2))
      : [],
    patologieArticolazioni: rng.chance(0.15)
      ? riferimenti(s, 'articolazione', rng.some(PATOLOGIE_ARTICOLAZIONI, 1, 2))
      : [],
    patologieOssa: rng.chance(0.06) ? riferimenti(s, 'osso', [rng.pick(PATOLOGIE_OSSA)]) : [],
    sport: rng.chance(0.45) ? riferimenti(s, 'sport', rng.some(D.REFERENCE_LISTS.sport, 1, 2)) : [],
    attivita: rng.chance(0.6)
      ? riferimenti(s, 'attivita', rng.some(D.REFERENCE_LISTS.attivita, 1, 3))
      : [],
    foto: null,
    gdprAccettato: gdpr,
    dataAccettazioneGdpr: gdpr ? isoDateTime(gdprMs) : null,
    createdAt: isoDateTime(created),
    tenantId: ctx.seed.tenantId,
  }
}

function noteCliente(s: Seed): string | null {
  const { rng } = s
  if (rng.chance(0.35)) return null
  const t = D.NOTE_CLIENTE
  const frasi = [
    () =>
      `Si allena ${rng.pick(t.frequenza)} volte a settimana, preferibilmente ${rng.pick(t.fascia)}.`,
    () => `Inserire esercizi di mobilità per ${rng.pick(t.mobilita)}.`,
    () =>
      `Riferisce fastidio ${rng.pick(t.fastidio)} durante ${rng.pick(t.movimento)}: evitare carichi elevati.`,
    () =>
      `Ha praticato ${rng.pick(D.REFERENCE_LISTS.sport).toLowerCase()} a livello amatoriale per ${rng.int(2, 15)} anni.`,
    () => `Obiettivo concordato: ${rng.pick(t.traguardo)} entro ${rng.int(3, 12)} mesi.`,
    () => rng.pick(t.extra),
  ]
  return rng
    .some(frasi, 1, 2)
    .map((f) => f())
    .join(' ')
}
