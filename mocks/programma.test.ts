/**
 * A protocol given to a client as a programme (protocollo_assegna): the protocol's
 * templates become the client's sheets in order with consecutive dates, the running sheet ends
 * the day before, and a refused call changes nothing (all or nothing).
 */
import dayjs from 'dayjs'
import { getDb } from '@mocks/db/store'
import { ISO_DATE } from '@/config/constants'
import {
  arrotondaAlPasso,
  REGOLE_VUOTE,
  ripetizioniPiuUno,
  type RegoleProgressione,
} from '@/modules/scheda/analisi/progressione'
import type { AnyRow } from './lib/relations'
import { ISTRUTTORE, call, login, serveFakeBackend, withRevision } from './lib/testing'

serveFakeBackend()

let token = ''
beforeEach(async () => {
  token = (await login(ISTRUTTORE)).token
})

const db = () => getDb() as unknown as Record<string, AnyRow[]>
const fitlab = (key: string): AnyRow[] => (db()[key] ?? []).filter((r) => r.tenantId === 'fitlab')
const schedeDi = (clienteId: number) =>
  fitlab('scheda').filter((s) => (s.cliente as { id?: number } | null)?.id === clienteId)
const assegna = (protocolloId: number, json: Record<string, unknown>) =>
  call('POST', `/api/protocollo-assegna/${protocolloId}`, { token, json: withRevision(json) })

/** A protocol of the demo with 3 templates, and a client with a sheet running today, open-ended. */
function scena() {
  const protocollo = fitlab('protocollo').find(
    (p) => ((p.schede as unknown[] | undefined) ?? []).length === 3,
  )!
  const cliente = fitlab('cliente')[5]!
  const oggi = dayjs().format(ISO_DATE)
  const inCorso: AnyRow = {
    id: 900_001,
    tenantId: 'fitlab',
    nome: 'Scheda in corso',
    dataInizio: dayjs().subtract(20, 'day').format(ISO_DATE),
    dataFine: null,
    cliente: { id: cliente.id, nome: cliente.nome, cognome: cliente.cognome },
    isCliente: true,
    isTemplate: false,
    isBozza: false,
    cartelle: [],
  }
  db().scheda!.push(inCorso)
  return { protocollo, cliente, oggi, inCorso }
}

/** Every table's rows, to see that a refused call wrote nothing. */
const snapshot = () => JSON.stringify(getDb())

describe('a protocol given to a client as a programme', () => {
  test('the templates become the client sheets, in order, with consecutive dates', async () => {
    const { protocollo, cliente, oggi, inCorso } = scena()
    const prima = schedeDi(cliente.id).length
    const result = await assegna(protocollo.id, {
      clienteId: cliente.id,
      dataInizio: oggi,
      settimane: [4, 2, 6],
    })
    expect(result.status).toBe(200)
    const modelli = (protocollo.schede as { id: number; nome: string; ordine: number }[])
      .slice()
      .sort((a, b) => a.ordine - b.ordine)
    const giorno = (n: number) => dayjs().add(n, 'day').format(ISO_DATE)
    expect(
      result.body.schede.map((s: AnyRow) => [s.nome, s.dataInizio, s.dataFine, s.isBozza]),
    ).toEqual([
      [modelli[0]!.nome, oggi, giorno(27), false],
      [modelli[1]!.nome, giorno(28), giorno(41), false],
      [modelli[2]!.nome, giorno(42), giorno(83), false],
    ])
    for (const s of result.body.schede as AnyRow[]) {
      expect(s).toMatchObject({ isCliente: true, isTemplate: false, cliente: { id: cliente.id } })
    }
    // Each one is a copy of its template: the same groups.
    const gruppi = (id: number) =>
      fitlab('schedagruppo')
        .filter((g) => g.schedaId === id)
        .map((g) => g.nome)
    modelli.forEach((modello, i) => {
      expect(gruppi(result.body.schede[i].id)).toEqual(gruppi(modello.id))
    })
    // The running sheet ends the day before; the client's history lists the three.
    expect(inCorso.dataFine).toBe(giorno(-1))
    expect(result.body.concluse.map((s: AnyRow) => s.id)).toEqual([inCorso.id])
    expect(schedeDi(cliente.id)).toHaveLength(prima + 3)
    const listed = await call('GET', '/api/scheda/', {
      token,
      query: { filters: { cliente: cliente.id }, pageSize: -1 },
    })
    expect(listed.body.data.map((s: AnyRow) => s.id)).toEqual(
      expect.arrayContaining(result.body.schede.map((s: AnyRow) => s.id)),
    )
  })

  test('a sheet of the client within the programme refuses it, and nothing changes', async () => {
    const { protocollo, cliente, oggi } = scena()
    db().scheda!.push({
      id: 900_002,
      tenantId: 'fitlab',
      nome: 'Scheda programmata',
      dataInizio: dayjs().add(30, 'day').format(ISO_DATE),
      dataFine: null,
      cliente: { id: cliente.id },
      isCliente: true,
      isTemplate: false,
      isBozza: false,
      cartelle: [],
    })
    const before = snapshot()
    const result = await assegna(protocollo.id, {
      clienteId: cliente.id,
      dataInizio: oggi,
      settimane: [4, 4, 4],
    })
    expect(result.status).toBe(422)
    expect(result.body.errors.dataInizio[0]).toMatch(
      /^Il cliente ha già la scheda «Scheda programmata» dal \d\d\/\d\d\/\d{4}, dentro il programma/,
    )
    expect(snapshot()).toBe(before)
    // Ending before it starts is accepted.
    const short = await assegna(protocollo.id, {
      clienteId: cliente.id,
      dataInizio: oggi,
      settimane: [1, 1, 1],
    })
    expect(short.status).toBe(200)
  })

  test('the weeks must be one per sheet of the protocol', async () => {
    const { protocollo, cliente, oggi } = scena()
    const before = snapshot()
    const result = await assegna(protocollo.id, {
      clienteId: cliente.id,
      dataInizio: oggi,
      settimane: [4, 4],
    })
    expect(result.status).toBe(422)
    expect(result.body.errors.settimane).toEqual([
      'Indicare le settimane di ognuna delle 3 schede del protocollo',
    ])
    expect(snapshot()).toBe(before)
  })

  test("another tenant's client or an unknown protocol: 404, nothing written", async () => {
    const { protocollo, oggi } = scena()
    const altro = (db().cliente ?? []).find((c) => c.tenantId !== 'fitlab')!
    const before = snapshot()
    expect(
      (
        await assegna(protocollo.id, {
          clienteId: altro.id,
          dataInizio: oggi,
          settimane: [1, 1, 1],
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await assegna(999_999, {
          clienteId: fitlab('cliente')[0]!.id,
          dataInizio: oggi,
          settimane: [1],
        })
      ).status,
    ).toBe(404)
    expect(snapshot()).toBe(before)
  })

  describe('with a saved progression between the sheets (progressioneId)', () => {
    const dettagliDi = (schedaId: number): AnyRow[] =>
      fitlab('schedagruppo')
        .filter((g) => g.schedaId === schedaId)
        .sort((a, b) => Number(a.ordine) - Number(b.ordine))
        .flatMap((g) =>
          fitlab('schedadettaglio')
            .filter((d) => d.gruppoId === g.id)
            .sort((a, b) => Number(a.ordine) - Number(b.ordine)),
        )
    const salva = async (nome: string, regole: Partial<RegoleProgressione>) => {
      const result = await call('POST', '/api/progressione/', {
        token,
        json: withRevision({
          nome,
          regole: { ...REGOLE_VUOTE, ...regole },
        }),
      })
      expect(result.status).toBe(200)
      return result.body as { id: number; nome: string }
    }

    test('the sheet at position k gets the rules k times; the first is the template', async () => {
      const { protocollo, cliente, oggi } = scena()
      const modelli = (protocollo.schede as { id: number; ordine: number }[])
        .slice()
        .sort((a, b) => a.ordine - b.ordine)
      // The lifts in kg of the templates progress; every other detail stays as it is.
      const inKg = modelli
        .flatMap((m) => dettagliDi(m.id))
        .filter((d) => typeof d.carico === 'number' && d.caricoUnita !== 'percentuale')
      expect(inKg.length).toBeGreaterThan(0)
      const scelti = [...new Set(inKg.map((d) => (d.esercizio as { id: number }).id))]
      const progressione = await salva('Programma +2,5 kg', {
        carico: { modo: 'kg', valore: 2.5 },
        ripetizioni: { modo: 'piuUno' },
        esercizi: scelti,
      })
      const modelliPrima = JSON.stringify(modelli.map((m) => dettagliDi(m.id)))
      const result = await assegna(protocollo.id, {
        clienteId: cliente.id,
        dataInizio: oggi,
        settimane: [4, 4, 4],
        progressioneId: progressione.id,
      })
      expect(result.status).toBe(200)
      expect(result.body.progressione).toEqual({ id: progressione.id, nome: 'Programma +2,5 kg' })

      let progrediti = 0
      modelli.forEach((modello, k) => {
        const nuovi = dettagliDi(result.body.schede[k].id)
        const originali = dettagliDi(modello.id)
        expect(nuovi).toHaveLength(originali.length)
        originali.forEach((d, i) => {
          const scelto = scelti.includes((d.esercizio as { id: number }).id)
          let carico = d.carico as number | null
          let ripetizioni = d.ripetizioni as string | null
          for (let passo = 0; passo < k && scelto; passo += 1) {
            if (typeof carico === 'number' && d.caricoUnita !== 'percentuale')
              carico = arrotondaAlPasso(carico + 2.5, 2.5)
            if (ripetizioni?.trim()) ripetizioni = ripetizioniPiuUno(ripetizioni) ?? ripetizioni
          }
          if (carico !== d.carico) progrediti += 1
          expect([nuovi[i]!.carico, nuovi[i]!.ripetizioni, nuovi[i]!.serie]).toEqual([
            carico,
            ripetizioni,
            d.serie,
          ])
        })
      })
      expect(progrediti).toBeGreaterThan(0)
      // The templates themselves are untouched.
      expect(JSON.stringify(modelli.map((m) => dettagliDi(m.id)))).toBe(modelliPrima)
    })

    test('without a progression the answer says none was applied', async () => {
      const { protocollo, cliente, oggi } = scena()
      const result = await assegna(protocollo.id, {
        clienteId: cliente.id,
        dataInizio: oggi,
        settimane: [1, 1, 1],
        progressioneId: null,
      })
      expect(result.status).toBe(200)
      expect(result.body.progressione).toBeNull()
    })

    test('a progression with a deload, or not of the tenant: 422, nothing written', async () => {
      const { protocollo, cliente, oggi } = scena()
      const scarico = await salva('Scarico 30%', { scaricoPercentuale: 30 })
      const altrui: AnyRow = {
        id: 900_100,
        tenantId: 'altro',
        nome: 'Di un altro centro',
        regole: { carico: null, ripetizioni: null, seriePiuUno: true, scaricoPercentuale: null },
      }
      db().progressione!.push(altrui)
      const before = snapshot()
      const body = { clienteId: cliente.id, dataInizio: oggi, settimane: [1, 1, 1] }
      const conScarico = await assegna(protocollo.id, { ...body, progressioneId: scarico.id })
      expect(conScarico.status).toBe(422)
      expect(conScarico.body.errors.progressioneId[0]).toBe(
        'La progressione «Scarico 30%» ha una settimana di scarico: lo scarico è un blocco a sé e non si applica tra le schede di un programma.',
      )
      const diAltri = await assegna(protocollo.id, { ...body, progressioneId: altrui.id })
      expect(diAltri.status).toBe(422)
      expect(diAltri.body.errors.progressioneId).toEqual(['Progressione salvata non trovata'])
      expect(snapshot()).toBe(before)
    })
  })
})
