/** A tenant's exercise library (D.ESERCIZI and their variants), and the large library option. */
import type { components } from '@/api/schema.gen'
import { nextId, type EsercizioRow } from '../schema'
import * as D from '../data'
import {
  must,
  riferimenti,
  type Ref,
  type Seed,
  type SeedExercise,
  type TenantContext,
} from './context'
import { slugFile } from './formato'
import { immagineEsercizio } from './immagine'

type S = components['schemas']

const COLORI_DISTRETTO: Record<D.Distretto, string> = {
  Petto: '#c0392b',
  Dorso: '#2c3e50',
  Gambe: '#27ae60',
  Glutei: '#8e44ad',
  Spalle: '#d35400',
  Braccia: '#2980b9',
  Core: '#16a085',
  Funzionale: '#7f8c8d',
  Stretching: '#f39c12',
}

function cartellaDistretto(d: D.Distretto): string {
  return must(
    D.CARTELLE.find((c) => c.distretto === d),
    d,
  ).nome
}

/** Equipment of a variant: some variants change it (al multipower, ai cavi, con elastico...). */
function varianteAttrezzo(b: D.EsercizioSeed, variante: string): string | null {
  if (variante.includes('multipower')) return 'Multipower'
  if (variante.includes('ai cavi')) return 'Cavi'
  if (variante.includes('TRX')) return 'TRX'
  if (variante.includes('palla medica')) return 'Palla medica'
  if (/con manubri/.test(variante)) return 'Manubri'
  if (variante.includes('fitball')) return b.a ?? 'Fitball'
  if (variante.includes('elastico') && (b.a === null || b.a === 'Cavi')) return 'Elastici'
  return b.a
}

export function seedEsercizi(s: Seed, ctx: TenantContext): void {
  const perDistretto = new Map<D.Distretto, number>()
  for (const b of D.ESERCIZI) {
    const n = perDistretto.get(b.d) ?? 0
    perDistretto.set(b.d, n + 1)
    if (ctx.seed.esercizi === 'base' && n >= 7) continue
    const variants = ctx.seed.esercizi === 'all' ? [null, ...b.v] : [null]
    for (const v of variants) {
      const nomenclatura = v ? `${b.n} ${v}` : b.n
      if (ctx.eserciziPerNome.has(nomenclatura)) throw new Error(`Seed: duplicate ${nomenclatura}`)
      aggiungiEsercizio(s, ctx, b, v, nomenclatura)
    }
  }
}

/** One exercise of the library: base `b`, its variant `v` (or none), named `nomenclatura`. */
function aggiungiEsercizio(
  s: Seed,
  ctx: TenantContext,
  b: D.EsercizioSeed,
  v: string | null,
  nomenclatura: string,
): void {
  const attrezzoNome = v ? varianteAttrezzo(b, v) : b.a
  const attrezzo = attrezzoNome ? must(ctx.attrezzi.get(attrezzoNome), attrezzoNome) : null
  const flag = attrezzoNome
    ? must(
        D.ATTREZZI.find(([n]) => n === attrezzoNome),
        attrezzoNome,
      )[1]
    : null
  const row = esercizio(s, ctx, b, nomenclatura, attrezzo, flag)
  const seedEx: SeedExercise = {
    row,
    slim: { id: row.id, nomenclatura, flagAttrezzoMacchina: flag, attrezzo },
    distretto: b.d,
    carico: attrezzoNome ? D.CARICHI[attrezzoNome] : undefined,
  }
  s.db.esercizio.push(row)
  ctx.esercizi.push(seedEx)
  ctx.eserciziPerNome.set(nomenclatura, seedEx)
}

function esercizio(
  s: Seed,
  ctx: TenantContext,
  b: D.EsercizioSeed,
  nomenclatura: string,
  attrezzo: Ref | null,
  flag: D.FlagAttrezzo | null,
): EsercizioRow {
  const { rng } = s
  const anatomia = D.ANATOMIA_DISTRETTO[b.d]
  const articolazioni = riferimenti(
    s,
    'articolazione',
    anatomia.articolazioni.slice(0, rng.int(1, anatomia.articolazioni.length)),
  )
  const ossa = riferimenti(s, 'osso', anatomia.ossa.slice(0, rng.int(1, anatomia.ossa.length)))
  const catene = riferimenti(s, 'catena', anatomia.catene.slice(0, rng.int(1, 2)))
  const primari = riferimenti(s, 'muscolo', b.p)
  const cartelle = [must(ctx.cartelle.get(cartellaDistretto(b.d)), b.d)]
  const extra = [
    flag === 'M' ? 'Macchine isotoniche' : null,
    attrezzo === null ? 'Corpo libero' : null,
    attrezzo?.nome === 'Manubri' ? 'Manubri' : null,
    attrezzo?.nome === 'Kettlebell' ? 'Kettlebell' : null,
    b.riab ? D.CARTELLA_RIABILITAZIONE_SPALLA : null,
  ]
  for (const nome of extra) if (nome) cartelle.push(must(ctx.cartelle.get(nome), nome))
  const descrizione = rng.chance(0.8)
    ? `Muscoli principali: ${b.p.join(', ').toLowerCase()}. ${rng.pick(D.CONSIGLI[b.d])}`
    : null
  const files: S['EsercizioFile'][] = rng.chance(0.15)
    ? [
        {
          fileType: 'immagine',
          fileNumber: 1,
          nome: `${slugFile(nomenclatura)}.svg`,
          url: immagineEsercizio(COLORI_DISTRETTO[b.d]),
        },
      ]
    : []
  return {
    id: nextId(s.db, 'esercizio'),
    nomenclatura,
    descrizione,
    attrezzo,
    flagAttrezzoMacchina: flag,
    muscoliPrimari: primari,
    muscoliSinergici: riferimenti(s, 'muscolo', b.s),
    muscoliStabilizzatori: riferimenti(s, 'muscolo', b.st),
    articolazioni,
    ossa,
    catene,
    patologieMuscoli: rng.chance(0.03) ? [rng.pick(primari)] : [],
    patologieArticolazioni: rng.chance(0.06) ? [rng.pick(articolazioni)] : [],
    patologieOssa: rng.chance(0.02) ? [rng.pick(ossa)] : [],
    cartelle,
    files,
    tenantId: ctx.seed.tenantId,
  }
}

/**
 * A large library (SeedOptions.esercizi): fitlab's exercises and their variants, each done one more
 * way (D.ESTENSIONI_LIBRERIA), until the library holds that many. After everything else, so the
 * rest of the demo (and every id in it) is the same as with the demo's own library.
 */
export function seedLibreriaGrande(s: Seed): void {
  const ctx = s.fitlab
  const wanted = s.options.esercizi
  if (!ctx || ctx.esercizi.length >= wanted) return
  const fonti = D.ESERCIZI.flatMap((b) => [null, ...b.v].map((v) => ({ b, v })))
  for (const estensione of D.ESTENSIONI_LIBRERIA) {
    for (const { b, v } of fonti) {
      if (ctx.esercizi.length >= wanted) return
      const base = v ? `${b.n} ${v}` : b.n
      const nomenclatura = `${base}, ${estensione}`
      if (!ctx.eserciziPerNome.has(base) || ctx.eserciziPerNome.has(nomenclatura)) continue
      aggiungiEsercizio(s, ctx, b, v, nomenclatura)
    }
  }
}
