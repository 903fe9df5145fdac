import { createHash } from 'node:crypto'
import {
  COLLECTION_KEYS,
  DEMO_PASSWORD,
  REFERENCE_DATE,
  createDatabase,
  nextId,
  type Database,
} from './database'
import { createSeed } from './seed/context'
import { seedRiferimenti } from './seed/riferimenti'
import { seedTenant } from './seed/tenant'
import { SCENARI } from './scenari'
import { TENANTS } from './data'
import { alternative, conflittiEsercizio, patologieDi } from '@/modules/scheda/analisi/patologie'
import { confrontaSchede } from '@/modules/scheda/analisi/confronto'
import { massimaliPerEsercizio } from '@/modules/scheda/analisi/carichi'

const hash = (db: Database) => createHash('sha256').update(JSON.stringify(db)).digest('hex')
const DAY_MS = 86_400_000
const REF_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`)
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

let db: Database
beforeAll(() => {
  db = createDatabase()
})

const byTenant = <T extends { tenantId: string | null }>(rows: T[], tenantId: string) =>
  rows.filter((r) => r.tenantId === tenantId)
const idsOf = (rows: { id: number; tenantId: string | null }[]) =>
  new Set(rows.map((r) => `${r.tenantId}:${r.id}`))

describe('createDatabase determinism', () => {
  it('gives deep-equal data and the same JSON hash on every run', () => {
    const again = createDatabase()
    expect(again).toEqual(db)
    expect(hash(again)).toBe(hash(db))
  })

  it('does not depend on Math.random nor on the clock', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.123)
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2031-05-05T10:00:00Z'))
    try {
      expect(hash(createDatabase())).toBe(hash(db))
    } finally {
      random.mockRestore()
      now.mockRestore()
    }
  })
})

describe('demo data', () => {
  it('has the three tenants in their three states', () => {
    expect(db.tenant).toEqual([
      { tenantId: 'fitlab', nome: 'FitLab Milano', attivo: true, dataScadenza: '2030-12-31' },
      {
        tenantId: 'corpolibero',
        nome: 'Corpo Libero Torino',
        attivo: false,
        dataScadenza: '2027-03-31',
      },
      {
        tenantId: 'vitaattiva',
        nome: 'Vita Attiva Roma',
        attivo: true,
        dataScadenza: '2026-06-30',
      },
    ])
    expect(db.tenant.find((t) => t.tenantId === 'vitaattiva')!.dataScadenza! < REFERENCE_DATE).toBe(
      true,
    )
  })

  it('has the demo users with the shared password and default preferences', () => {
    const user = (email: string) => db.utente.find((u) => u.email === email)
    expect(user('admin@fitlab.it')).toMatchObject({
      nome: 'Giulia',
      cognome: 'Ferrari',
      roles: ['ROLE_ADMIN'],
      tenantId: 'fitlab',
      dataScadenza: '2030-12-31',
    })
    expect(user('istruttore@fitlab.it')).toMatchObject({
      nome: 'Marco',
      cognome: 'Rossi',
      roles: ['ROLE_ISTRUTTORE'],
      tenantId: 'fitlab',
    })
    expect(user('admin@corpolibero.it')).toMatchObject({
      roles: ['ROLE_ADMIN'],
      tenantId: 'corpolibero',
      dataScadenza: '2027-03-31',
    })
    expect(user('admin@vitaattiva.it')).toMatchObject({
      roles: ['ROLE_ADMIN'],
      tenantId: 'vitaattiva',
      dataScadenza: '2026-06-30',
    })
    for (const u of db.utente) {
      expect(u.password).toBe(DEMO_PASSWORD)
      expect(u.preferenze).toEqual({ sidebar: 'dinamica', theme: 'dark', showTooltip: 'YES' })
      expect(u.showWelcomeMessage).toBe(true)
      expect(u.dataScadenza).toBe(db.tenant.find((t) => t.tenantId === u.tenantId)!.dataScadenza)
    }
    // SPEC 1 and 6: two roles, the administrator and the instructor; every user in a tenant.
    expect(new Set(db.utente.flatMap((u) => u.roles))).toEqual(
      new Set(['ROLE_ADMIN', 'ROLE_ISTRUTTORE']),
    )
  })

  it('gives every tenant an admin and 6-8 instructors, Marco Rossi first in fitlab', () => {
    for (const { tenantId } of db.tenant) {
      const istruttori = byTenant(db.istruttore, tenantId)
      expect(istruttori.length).toBeGreaterThanOrEqual(6)
      expect(istruttori.length).toBeLessThanOrEqual(8)
      const admins = byTenant(db.utente, tenantId).filter((u) => u.roles.includes('ROLE_ADMIN'))
      expect(admins).toHaveLength(1)
    }
    expect(byTenant(db.istruttore, 'fitlab')[0]).toMatchObject({
      nome: 'Marco',
      cognome: 'Rossi',
      utente: { email: 'istruttore@fitlab.it' },
    })
  })

  it('has the expected volumes', () => {
    expect(byTenant(db.cliente, 'fitlab')).toHaveLength(240)
    expect(byTenant(db.cliente, 'corpolibero')).toHaveLength(30)
    expect(byTenant(db.cliente, 'vitaattiva')).toHaveLength(30)
    expect(byTenant(db.esercizio, 'fitlab').length).toBeGreaterThanOrEqual(320)
    const schede = byTenant(db.scheda, 'fitlab')
    expect(schede.filter((s) => s.isTemplate && !s.isBozza).length).toBeGreaterThanOrEqual(15)
    expect(schede.filter((s) => s.isBozza).length).toBe(5)
    expect(schede.filter((s) => s.isCliente).length).toBeGreaterThanOrEqual(240)
    expect(byTenant(db.protocollo, 'fitlab')).toHaveLength(10)
    expect(db.muscolo.length).toBeGreaterThanOrEqual(40)
    for (const key of COLLECTION_KEYS) expect(db[key].length).toBeGreaterThan(0)
  })

  it('keeps reference lists global and everything else in a tenant', () => {
    for (const key of COLLECTION_KEYS) {
      const global = ['titolostudio', 'master', 'articolazione', 'osso', 'catena', 'muscolo']
        .concat(['sport', 'attivita', 'testvalutazioneposturale', 'autorizzazione'])
        .includes(key)
      for (const row of db[key]) {
        if (global) expect(row.tenantId).toBeNull()
        else expect(['fitlab', 'corpolibero', 'vitaattiva']).toContain(row.tenantId)
      }
    }
  })
})

describe('a large exercise library', () => {
  it("grows fitlab's library to 5,000 distinct exercises and leaves the rest of the demo as it is", () => {
    const grande = createDatabase({ esercizi: 5000 })
    const esercizi = byTenant(grande.esercizio, 'fitlab')
    expect(esercizi).toHaveLength(5000)
    expect(new Set(esercizi.map((e) => e.nomenclatura)).size).toBe(5000)
    // The demo's own exercises first, as they are; every other collection unchanged.
    expect(esercizi.slice(0, byTenant(db.esercizio, 'fitlab').length)).toEqual(
      byTenant(db.esercizio, 'fitlab'),
    )
    for (const key of COLLECTION_KEYS) if (key !== 'esercizio') expect(grande[key]).toEqual(db[key])
    expect(byTenant(grande.esercizio, 'corpolibero')).toEqual(byTenant(db.esercizio, 'corpolibero'))
  })
})

/** The first FitLab client of that name (the scenarios' people come before any other). */
const clientePerNome = (db: Database, nome: string) =>
  byTenant(db.cliente, 'fitlab').find((c) => `${c.nome} ${c.cognome}` === nome)!

let big: Database | undefined
/** The 10,000-client demo, made once for the tests that need it. */
const grande = () => (big ??= createDatabase({ clientsPerActiveTenant: 10000 }))

describe.each([
  ['the demo', () => db],
  ['10,000 clients', grande],
])('the scenarios, found by name (%s)', (_size, seed) => {
  it("carries Valentina Bernasconi's previous sheet on into her latest one", () => {
    const db = seed()
    const cliente = clientePerNome(db, 'Valentina Bernasconi')
    const [a, b] = db.scheda
      .filter((s) => s.cliente?.id === cliente.id && !s.isBozza)
      .sort((x, y) => x.dataInizio!.localeCompare(y.dataInizio!))
      .slice(-2)
    const gruppi = (schedaId: number) =>
      db.schedagruppo
        .filter((g) => g.schedaId === schedaId)
        .map((g) => ({ ...g, dettagli: db.schedadettaglio.filter((d) => d.gruppoId === g.id) }))
    const catalogo = new Map(byTenant(db.esercizio, 'fitlab').map((e) => [e.id, e]))
    const massimali = massimaliPerEsercizio(db.massimale.filter((m) => m.clienteId === cliente.id))
    const c = confrontaSchede(gruppi(a!.id), gruppi(b!.id), catalogo, massimali)
    expect(c.conteggi).toMatchObject({ aggiunto: 1, rimosso: 1, sostituito: 1, modificato: 2 })
    const righe = c.gruppi.flatMap((g) => g.righe)
    const sostituito = righe.find((r) => r.esito === 'sostituito')!
    expect(sostituito.b?.esercizio.nomenclatura).toBe('Panca piana con bilanciere')
    expect(righe.find((r) => r.esito === 'aggiunto')?.b?.esercizio.nomenclatura).toBe(
      'Hip thrust con bilanciere',
    )
    // Her % loads convert with her maximums: every muscle has a load change.
    expect(c.muscoli.every((m) => m.deltaCarico !== null)).toBe(true)
  })
  it("shows the pathology demo on Ilaria Albanese's sheet: both kinds of conflict, and clean rows", () => {
    const db = seed()
    const fitlab = 'fitlab'
    const cliente = clientePerNome(db, 'Ilaria Albanese')
    const patologie = patologieDi(cliente)
    expect(patologie.map((p) => p.nome)).toEqual(['Ginocchio'])
    const catalogo = byTenant(db.esercizio, fitlab)
    const scheda = db.scheda.find(
      (s) => s.cliente?.id === cliente.id && s.nome === 'Postura novembre 2025',
    )!
    const gruppi = new Set(db.schedagruppo.filter((g) => g.schedaId === scheda.id).map((g) => g.id))
    const motivi = db.schedadettaglio
      .filter((d) => gruppi.has(d.gruppoId))
      .map((d) => {
        const esercizio = catalogo.find((e) => e.id === d.esercizio.id)!
        return conflittiEsercizio(esercizio, patologie)[0]?.motivo ?? 'nessuno'
      })
    expect(motivi).toContain('controindicazione')
    expect(motivi).toContain('articolazione')
    expect(motivi.filter((m) => m === 'nessuno').length).toBeGreaterThan(5)
    // The contraindicated squat has three alternatives to offer.
    const squat = catalogo.find((e) => e.nomenclatura === 'Squat con bilanciere con fermo')!
    expect(alternative(squat, catalogo, patologie)).toHaveLength(3)
  })

  it('gives Franco Tomaselli the sheet in % of his maximums, and those maximums', () => {
    const db = seed()
    const cliente = clientePerNome(db, 'Franco Tomaselli')
    const scheda = db.scheda.find(
      (s) => s.cliente?.id === cliente.id && s.nome === 'Forza con i massimali',
    )!
    expect(scheda).toMatchObject({ dataInizio: '2026-10-28', dataFine: '2027-01-19' })
    const gruppi = new Set(db.schedagruppo.filter((g) => g.schedaId === scheda.id).map((g) => g.id))
    const righe = db.schedadettaglio.filter((d) => gruppi.has(d.gruppoId))
    expect(righe.map((d) => d.caricoUnita)).toEqual([
      'percentuale',
      'percentuale',
      'percentuale',
      'percentuale',
      'kg',
    ])
    const squat = db.massimale.filter(
      (m) => m.clienteId === cliente.id && m.esercizio.nomenclatura === 'Squat con bilanciere',
    )
    expect(squat.map((m) => m.valore)).toEqual(expect.arrayContaining([100, 105, 110, 115]))
  })
})

describe('a scenario whose client is missing', () => {
  it('fails the seed, naming what it misses', () => {
    const s = createSeed({ clientsPerActiveTenant: 5, esercizi: 0 })
    seedRiferimenti(s)
    seedTenant(s, TENANTS[0]!)
    for (const scenario of SCENARI) {
      if (scenario.perCliente) {
        expect(() => scenario.applica(s)).toThrow(/^Seed: client \w+ \w+ not found$/)
      } else {
        expect(() => scenario.applica(s)).not.toThrow()
      }
    }
  })
})

describe('integrity', () => {
  it('has unique ids per collection and a next id above them', () => {
    for (const key of COLLECTION_KEYS) {
      if (key === 'tenant') continue
      const ids = db[key].map((r) => (r as { id: number }).id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(db.seq[key]).toBeGreaterThan(Math.max(...ids))
    }
    expect(new Set(db.tenant.map((t) => t.tenantId)).size).toBe(3)
  })

  it('links every client to an instructor of the same tenant', () => {
    const istruttori = idsOf(db.istruttore)
    for (const c of db.cliente) {
      expect(c.istruttore).toBeTruthy()
      expect(istruttori.has(`${c.tenantId}:${c.istruttore!.id}`)).toBe(true)
      const i = db.istruttore.find((x) => x.id === c.istruttore!.id)!
      expect(c.istruttore).toEqual({ id: i.id, nome: i.nome, cognome: i.cognome })
    }
  })

  it('links instructors to their user accounts', () => {
    for (const i of db.istruttore) {
      const u = db.utente.find((x) => x.id === i.utente!.id)
      expect(u).toMatchObject({ email: i.utente!.email, tenantId: i.tenantId, nome: i.nome })
      expect(u!.roles).toEqual(['ROLE_ISTRUTTORE'])
    }
  })

  it('keeps sheets, groups and details consistent', () => {
    const schede = idsOf(db.scheda)
    const gruppi = idsOf(db.schedagruppo)
    const esercizi = idsOf(db.esercizio)
    const clienti = idsOf(db.cliente)
    for (const s of db.scheda) {
      if (s.isCliente) expect(clienti.has(`${s.tenantId}:${s.cliente!.id}`)).toBe(true)
      else expect(s.cliente).toBeNull()
    }
    for (const g of db.schedagruppo) expect(schede.has(`${g.tenantId}:${g.schedaId}`)).toBe(true)
    for (const d of db.schedadettaglio) {
      expect(gruppi.has(`${d.tenantId}:${d.gruppoId}`)).toBe(true)
      expect(esercizi.has(`${d.tenantId}:${d.esercizio.id}`)).toBe(true)
    }
    // ordine runs 0..n inside each sheet and each group
    const ordini = new Map<string, number[]>()
    const add = (k: string, o: number) => ordini.set(k, [...(ordini.get(k) ?? []), o])
    for (const g of db.schedagruppo) add(`s${g.schedaId}`, g.ordine)
    for (const d of db.schedadettaglio) add(`g${d.gruppoId}`, d.ordine)
    for (const list of ordini.values()) expect(list).toEqual(list.map((_, i) => i))
  })

  it('puts exercises only in folders of their tenant', () => {
    const cartelle = idsOf(db.cartella)
    for (const e of db.esercizio) {
      expect(e.cartelle!.length).toBeGreaterThan(0)
      for (const c of e.cartelle!) expect(cartelle.has(`${e.tenantId}:${c.id}`)).toBe(true)
      if (e.attrezzo) {
        const a = db.attrezzo.find((x) => x.id === e.attrezzo!.id)!
        expect(a).toMatchObject({ nome: e.attrezzo.nome, tenantId: e.tenantId })
      }
    }
  })

  it('references existing rows of the reference lists', () => {
    const check = (key: 'muscolo' | 'articolazione' | 'osso', refs: { id: number }[] = []) => {
      for (const r of refs) expect(db[key].some((x) => x.id === r.id)).toBe(true)
    }
    for (const e of db.esercizio) {
      check('muscolo', [...e.muscoliPrimari!, ...e.muscoliSinergici!, ...e.muscoliStabilizzatori!])
      check('articolazione', e.articolazioni)
      check('osso', e.ossa)
    }
    for (const c of db.cliente) {
      check('muscolo', c.patologieMuscoli)
      check('articolazione', c.patologieArticolazioni)
      check('osso', c.patologieOssa)
    }
  })

  it('builds protocols from template sheets of the same tenant', () => {
    for (const p of db.protocollo) {
      expect(p.schede.length).toBeGreaterThanOrEqual(2)
      expect(p.schede.length).toBeLessThanOrEqual(5)
      p.schede.forEach((ps, i) => {
        expect(ps.ordine).toBe(i)
        const s = db.scheda.find((x) => x.id === ps.id)!
        expect(s).toMatchObject({ tenantId: p.tenantId, isTemplate: true, nome: ps.nome })
      })
    }
  })

  it('records growing maximums of existing clients and exercises', () => {
    const clienti = idsOf(db.cliente)
    const storico = new Map<string, { data: string; valore: number }[]>()
    for (const m of db.massimale) {
      expect(clienti.has(`${m.tenantId}:${m.clienteId}`)).toBe(true)
      expect(m.data).toMatch(ISO_DATE)
      expect(Date.parse(m.data)).toBeGreaterThanOrEqual(REF_MS - 366 * DAY_MS)
      expect(Date.parse(m.data)).toBeLessThanOrEqual(REF_MS)
      const k = `${m.clienteId}:${m.esercizio.id}`
      storico.set(k, [...(storico.get(k) ?? []), m])
    }
    for (const entries of storico.values()) {
      expect(entries.length).toBeGreaterThanOrEqual(3)
      expect(entries.length).toBeLessThanOrEqual(8)
      for (let i = 1; i < entries.length; i++) {
        expect(entries[i]!.data > entries[i - 1]!.data).toBe(true)
        expect(entries[i]!.valore).toBeGreaterThanOrEqual(entries[i - 1]!.valore)
      }
    }
  })
})

describe('field values', () => {
  it('gives unique e-mail addresses and exercise names', () => {
    const emails = [...db.utente.map((u) => u.email), ...db.cliente.map((c) => c.utente!.email)]
    expect(new Set(emails).size).toBe(emails.length)
    for (const { tenantId } of db.tenant) {
      const nomi = byTenant(db.esercizio, tenantId).map((e) => e.nomenclatura)
      expect(new Set(nomi).size).toBe(nomi.length)
    }
  })

  it('gives clients plausible dates and Italian data', () => {
    for (const c of db.cliente) {
      expect(c.dataNascita).toMatch(ISO_DATE)
      const eta = (REF_MS - Date.parse(c.dataNascita!)) / (365.25 * DAY_MS)
      expect(eta).toBeGreaterThanOrEqual(16)
      expect(eta).toBeLessThan(76)
      expect(c.createdAt).toMatch(ISO_DATE_TIME)
      expect(Date.parse(c.createdAt)).toBeGreaterThan(REF_MS - 731 * DAY_MS)
      expect(Date.parse(c.createdAt)).toBeLessThan(REF_MS)
      expect(c.codiceFiscale).toMatch(/^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/)
      expect(c.caratteristiche!.map((x) => x.nome)).toEqual([
        'Altezza',
        'Peso',
        'Obiettivo',
        'Livello',
      ])
      if (c.gdprAccettato) expect(c.dataAccettazioneGdpr).toMatch(ISO_DATE_TIME)
      else expect(c.dataAccettazioneGdpr).toBeNull()
    }
    const gdpr = db.cliente.filter((c) => c.gdprAccettato).length / db.cliente.length
    expect(gdpr).toBeGreaterThan(0.7)
    expect(gdpr).toBeLessThan(0.9)
  })

  it('gives instructors non-overlapping weekly slots', () => {
    for (const i of db.istruttore) {
      const slots = i.disponibilita!
      expect(slots.length).toBeGreaterThan(0)
      for (const s of slots) {
        expect(s.oraInizio).toMatch(/^\d{2}:\d{2}$/)
        expect(s.oraFine > s.oraInizio).toBe(true)
        expect(s.giorno).not.toBe('domenica')
      }
      for (const a of slots)
        for (const b of slots)
          if (a !== b && a.giorno === b.giorno)
            expect(a.oraFine <= b.oraInizio || b.oraFine <= a.oraInizio).toBe(true)
    }
  })

  it('dates client sheets within the last year', () => {
    for (const s of db.scheda.filter((x) => x.isCliente && !x.isBozza)) {
      expect(s.dataInizio).toMatch(ISO_DATE)
      expect(Date.parse(s.dataInizio!)).toBeGreaterThanOrEqual(REF_MS - 365 * DAY_MS)
      expect(Date.parse(s.dataInizio!)).toBeLessThanOrEqual(REF_MS)
      expect(s.dataFine! > s.dataInizio!).toBe(true)
    }
  })
})

describe('nextId', () => {
  it('returns the next id and advances the counter', () => {
    const fresh = createDatabase({ clientsPerActiveTenant: 5 })
    const next = fresh.seq.cliente
    expect(nextId(fresh, 'cliente')).toBe(next)
    expect(nextId(fresh, 'cliente')).toBe(next + 1)
    expect(fresh.seq.cliente).toBe(next + 2)
  })
})

describe('small seeds', () => {
  it.each([0, 1, 2])('builds with %i fitlab clients', (n) => {
    const small = createDatabase({ clientsPerActiveTenant: n })
    expect(byTenant(small.cliente, 'fitlab')).toHaveLength(n)
    expect(small.utente.some((u) => u.email === 'istruttore@fitlab.it')).toBe(true)
    // Other people than the demo's: no scenario.
    expect(small.scheda.some((s) => s.nome === 'Forza con i massimali')).toBe(false)
  })
})

describe('a larger demo (10,000 clients)', () => {
  it('builds 10000 fitlab clients with a bounded number of sheets', () => {
    const big = grande()
    expect(byTenant(big.cliente, 'fitlab')).toHaveLength(10000)
    expect(big.scheda.length).toBeLessThanOrEqual(3100)
    const withSheets = new Set(big.scheda.map((s) => s.cliente?.id).filter(Boolean))
    expect(withSheets.size).toBeLessThanOrEqual(1000 + 60 + 4)
  })

  it('holds every row of the demo as it is, ids included, and more after them', () => {
    const big = grande()
    for (const key of COLLECTION_KEYS) {
      const rows = db[key] as unknown[]
      expect(big[key].slice(0, rows.length)).toEqual(rows)
    }
    expect(big.cliente.length - db.cliente.length).toBe(10000 - 240)
    // The further clients have sheets and maximums of their own.
    const nuovi = new Set(big.cliente.slice(db.cliente.length).map((c) => c.id))
    expect(big.scheda.filter((s) => nuovi.has(s.cliente?.id ?? 0)).length).toBeGreaterThan(500)
    expect(big.massimale.filter((m) => nuovi.has(m.clienteId)).length).toBeGreaterThan(0)
  })
})
