/**
 * The module-specific calls and their real effect on the data.
 */
import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { FORMATO_GUIDA } from '@mocks/handlers/help'
import { getDb } from '@mocks/db/store'
import type { AnyRow } from './lib/relations'
import {
  ADMIN,
  ISTRUTTORE,
  call,
  isPdf,
  login,
  serveFakeBackend,
  withRevision,
} from './lib/testing'

serveFakeBackend()

let token = ''
beforeEach(async () => {
  token = (await login(ISTRUTTORE)).token
})

const fitlab = (key: string): AnyRow[] =>
  ((getDb() as unknown as Record<string, AnyRow[]>)[key] ?? []).filter(
    (r) => r.tenantId === 'fitlab',
  )
const get = async (path: string) => (await call('GET', path, { token })).body
const post = (path: string, json: Record<string, unknown> = {}) =>
  call('POST', path, { token, json: withRevision(json) })

/** The text drawn in a pdf-lib PDF (hex strings of Tj operators, streams inflated if needed). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const chunks: string[] = []
  const streams = /stream\r?\n([\s\S]*?)endstream/g
  for (const match of raw.matchAll(streams)) {
    const data = Buffer.from(match[1] ?? '', 'latin1')
    let content = data.toString('latin1')
    try {
      content = inflateSync(data).toString('latin1')
    } catch {
      // not compressed
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      chunks.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
    }
  }
  return chunks.join('\n')
}

const personale = () =>
  fitlab('scheda').find(
    (s) =>
      s.isTemplate !== true &&
      s.cliente !== null &&
      fitlab('schedagruppo').some((g) => g.schedaId === s.id),
  ) as AnyRow

describe('schede', () => {
  test('GET scheda/{id} assembles groups and details sorted by ordine', async () => {
    const scheda = personale()
    const body = await get(`/api/scheda/${scheda.id}`)
    const gruppi = fitlab('schedagruppo').filter((g) => g.schedaId === scheda.id)
    expect(body.gruppi.map((g: AnyRow) => g.id).sort()).toEqual(gruppi.map((g) => g.id).sort())
    for (const gruppo of body.gruppi as Array<{
      id: number
      dettagli: Array<{ ordine: number; gruppoId: number }>
    }>) {
      const ordini = gruppo.dettagli.map((d) => d.ordine)
      expect([...ordini].sort((a, b) => a - b)).toEqual(ordini)
      expect(gruppo.dettagli.every((d) => d.gruppoId === gruppo.id)).toBe(true)
    }
  })

  test('duplicascheda: a personal sheet copy is named Personalizzata, with its own groups', async () => {
    const scheda = personale()
    const result = await post('/api/scheda/duplicascheda', { id: scheda.id })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({
      nome: 'Personalizzata',
      isCliente: true,
      isTemplate: false,
    })
    expect(result.body.id).not.toBe(scheda.id)
    const original = await get(`/api/scheda/${scheda.id}`)
    expect(result.body.gruppi.map((g: AnyRow) => g.nome)).toEqual(
      original.gruppi.map((g: AnyRow) => g.nome),
    )
    expect(result.body.gruppi[0].id).not.toBe(original.gruppi[0].id)
    expect(result.body.gruppi[0].dettagli.length).toBe(original.gruppi[0].dettagli.length)
    const named = await post('/api/scheda/duplicascheda', { id: scheda.id, nome: 'Copia estate' })
    expect(named.body.nome).toBe('Copia estate')
  })

  test('createschedafromtemplate: success true copies the groups; false with an Italian error', async () => {
    const template = fitlab('scheda').find((s) => s.isTemplate === true) as AnyRow
    const target = personale()
    const groupsBefore = fitlab('schedagruppo').filter((g) => g.schedaId === target.id).length
    const templateGroups = fitlab('schedagruppo').filter((g) => g.schedaId === template.id).length
    const ok = await post('/api/scheda/createschedafromtemplate', {
      id: template.id,
      schedaId: target.id,
    })
    expect(ok.body).toEqual({ success: true, id: target.id, error: null })
    expect(fitlab('schedagruppo').filter((g) => g.schedaId === target.id)).toHaveLength(
      groupsBefore + templateGroups,
    )

    const notTemplate = await post('/api/scheda/createschedafromtemplate', {
      id: target.id,
      schedaId: target.id,
    })
    expect(notTemplate.body).toEqual({
      success: false,
      id: null,
      error: 'La scheda selezionata non è un modello.',
    })
    const missing = await post('/api/scheda/createschedafromtemplate', {
      id: 999999,
      schedaId: target.id,
    })
    expect(missing.body).toEqual({
      success: false,
      id: null,
      error: 'Il modello selezionato non esiste.',
    })
  })

  test('createtemplatefromscheda makes a template without client', async () => {
    const scheda = personale()
    const result = await post('/api/scheda/createtemplatefromscheda', {
      id: scheda.id,
      nome: 'Modello forza',
    })
    expect(result.body.success).toBe(true)
    const template = await get(`/api/scheda/${result.body.id}`)
    expect(template).toMatchObject({
      nome: 'Modello forza',
      isTemplate: true,
      isCliente: false,
      cliente: null,
    })
    const library = await call('GET', '/api/scheda-template/', {
      token,
      query: { nome: 'forza', pageSize: -1 },
    })
    expect(library.body.data.map((s: AnyRow) => s.id)).toContain(result.body.id)
  })

  test('scheda-template filters by protocol', async () => {
    const protocollo = fitlab('protocollo').find(
      (p) => (p.schede as unknown[]).length > 0,
    ) as AnyRow
    const ids = (protocollo.schede as Array<{ id: number }>).map((s) => s.id)
    const result = await call('GET', '/api/scheda-template/', {
      token,
      query: { idProtocolli: [protocollo.id], pageSize: -1 },
    })
    expect(result.status).toBe(200)
    for (const row of result.body.data as AnyRow[]) {
      expect(ids).toContain(row.id)
      expect(row.isTemplate).toBe(true)
    }
  })

  test('deleting a sheet removes its groups and details and its place in protocols', async () => {
    const protocollo = fitlab('protocollo').find(
      (p) => (p.schede as unknown[]).length > 1,
    ) as AnyRow
    const schedaId = (protocollo.schede as Array<{ id: number }>)[0]?.id as number
    const gruppi = fitlab('schedagruppo')
      .filter((g) => g.schedaId === schedaId)
      .map((g) => g.id)
    expect((await call('DELETE', `/api/scheda/${schedaId}`, { token })).status).toBe(200)
    expect(fitlab('schedagruppo').some((g) => g.schedaId === schedaId)).toBe(false)
    expect(fitlab('schedadettaglio').some((d) => gruppi.includes(d.gruppoId as number))).toBe(false)
    const after = await get(`/api/protocollo/${protocollo.id}`)
    expect(after.schede.map((s: AnyRow) => s.id)).not.toContain(schedaId)
  })

  test('the printed sheet is a real PDF with name, client and exercises', async () => {
    const scheda = personale()
    const result = await call('GET', `/api/schedaprintscheda/${scheda.id}`, { token })
    expect(result.headers.get('Content-Type')).toBe('application/pdf')
    expect(isPdf(result.bytes)).toBe(true)
    const text = pdfText(result.bytes as Uint8Array)
    const cliente = scheda.cliente as { cognome: string }
    expect(text).toContain(String(scheda.nome))
    expect(text).toContain(cliente.cognome)
    const dettaglio = fitlab('schedadettaglio').find((d) =>
      fitlab('schedagruppo').some((g) => g.schedaId === scheda.id && g.id === d.gruppoId),
    )
    expect(text).toContain((dettaglio?.esercizio as { nomenclatura: string }).nomenclatura)
    expect(text).toContain('Data di inizio')
  })
})

describe('gruppi e dettagli', () => {
  const gruppoCon = (n: number) =>
    fitlab('schedagruppo').find(
      (g) => fitlab('schedadettaglio').filter((d) => d.gruppoId === g.id).length >= n,
    ) as AnyRow
  const ids = async (gruppoId: number): Promise<number[]> =>
    (await get(`/api/schedadettaglio/byschedagruppo/${gruppoId}`)).data.map((d: AnyRow) => d.id)

  test('changeposition moves a detail and renumbers ordine', async () => {
    const gruppo = gruppoCon(3)
    const before = await ids(gruppo.id)
    const result = await post(`/api/schedadettaglio/changeposition/${gruppo.id}`, {
      oldIndex: 0,
      newIndex: 2,
    })
    expect(result.status).toBe(200)
    const expected = [before[1], before[2], before[0], ...before.slice(3)]
    expect(result.body.dettagli.map((d: AnyRow) => d.id)).toEqual(expected)
    expect(result.body.dettagli.map((d: AnyRow) => d.ordine)).toEqual(expected.map((_, i) => i))
    expect(await ids(gruppo.id)).toEqual(expected)
    const bad = await post(`/api/schedadettaglio/changeposition/${gruppo.id}`, {
      oldIndex: 99,
      newIndex: 0,
    })
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { oldIndex: ['Posizione non valida'] } },
    })
  })

  test('deletebyposition removes that detail and closes the gap', async () => {
    const gruppo = gruppoCon(3)
    const before = await ids(gruppo.id)
    expect(
      (await call('DELETE', `/api/schedadettaglio/deletebyposition/${gruppo.id}/1`, { token }))
        .status,
    ).toBe(200)
    expect(await ids(gruppo.id)).toEqual([before[0], ...before.slice(2)])
    const ordini = fitlab('schedadettaglio')
      .filter((d) => d.gruppoId === gruppo.id)
      .map((d) => d.ordine)
      .sort()
    expect(ordini).toEqual(ordini.map((_, i) => i))
    expect(
      (await call('DELETE', `/api/schedadettaglio/deletebyposition/${gruppo.id}/99`, { token }))
        .status,
    ).toBe(404)
  })

  test('a detail created at position 0 goes first', async () => {
    const gruppo = gruppoCon(2)
    const esercizio = fitlab('esercizio')[0] as AnyRow
    const created = await post('/api/schedadettaglio/', {
      gruppoId: gruppo.id,
      ordine: 0,
      esercizio: { id: esercizio.id, nomenclatura: esercizio.nomenclatura },
    })
    expect(created.status).toBe(200)
    expect((await ids(gruppo.id))[0]).toBe(created.body.id)
  })

  test('a detail stores the pathologies dismissed on it, refs checked like any other', async () => {
    const dettaglio = fitlab('schedadettaglio')[0] as AnyRow
    const { id, tenantId: _tenantId, ...body } = dettaglio
    const ginocchio = getDb().articolazione.find((a) => a.nome === 'Ginocchio')!
    const saved = await call('PUT', `/api/schedadettaglio/${id}`, {
      token,
      json: withRevision({ ...body, patologieIgnorateArticolazioni: [{ id: ginocchio.id }] }),
    })
    expect(saved.status).toBe(200)
    expect(saved.body.patologieIgnorateArticolazioni).toEqual([
      { id: ginocchio.id, nome: 'Ginocchio' },
    ])
    expect((await get(`/api/schedadettaglio/${id}`)).patologieIgnorateArticolazioni).toEqual([
      { id: ginocchio.id, nome: 'Ginocchio' },
    ])
    const bad = await call('PUT', `/api/schedadettaglio/${id}`, {
      token,
      json: withRevision({ ...body, patologieIgnorateOssa: [{ id: 999_999 }] }),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toHaveProperty(['patologieIgnorateOssa.0.id'])
  })

  test('removemetodologiabyid, removemetodologiabase, cleardettaglio', async () => {
    const dettaglio = fitlab('schedadettaglio').find((d) => d.metodologia !== null) as AnyRow
    const metodologiaId = (dettaglio.metodologia as { id: number }).id
    const gruppoId = dettaglio.gruppoId as number
    const removed = await call(
      'PUT',
      `/api/schedadettaglio/removemetodologiabyid/${gruppoId}/${metodologiaId}`,
      { token },
    )
    expect(removed.status).toBe(200)
    expect(
      removed.body.dettagli.some(
        (d: AnyRow) => (d.metodologia as { id?: number } | null)?.id === metodologiaId,
      ),
    ).toBe(false)

    const base = await call('PUT', `/api/schedagruppo/removemetodologiabase/${gruppoId}`, { token })
    expect(base.body.metodologiaBase).toBeNull()

    const cleared = await post(`/api/schedagruppo/cleardettaglio/${gruppoId}`)
    expect(cleared.body.dettagli).toEqual([])
    expect(fitlab('schedadettaglio').some((d) => d.gruppoId === gruppoId)).toBe(false)
  })

  test('byscheda lists the groups of a sheet by ordine', async () => {
    const scheda = personale()
    const result = await get(`/api/schedagruppo/byscheda/${scheda.id}`)
    expect(result.data.every((g: AnyRow) => g.schedaId === scheda.id)).toBe(true)
    expect(result.data.map((g: AnyRow) => g.ordine)).toEqual(
      result.data.map((_: unknown, i: number) => i),
    )
  })
})

describe('protocolli e cartelle', () => {
  test('protocollo changeposition reorders its schede', async () => {
    const protocollo = fitlab('protocollo').find(
      (p) => (p.schede as unknown[]).length > 1,
    ) as AnyRow
    const before = (await get(`/api/protocollo/${protocollo.id}`)).schede.map((s: AnyRow) => s.id)
    const result = await post(`/api/protocollo/changeposition/${protocollo.id}`, {
      oldIndex: 1,
      newIndex: 0,
    })
    expect(result.body.schede.map((s: AnyRow) => s.id)).toEqual([
      before[1],
      before[0],
      ...before.slice(2),
    ])
    expect(result.body.schede.map((s: AnyRow) => s.ordine)).toEqual(
      before.map((_: unknown, i: number) => i),
    )
  })

  test('associate / disassociate schede to protocols, at the given position', async () => {
    const protocollo = fitlab('protocollo').find(
      (p) => (p.schede as unknown[]).length > 0,
    ) as AnyRow
    const scheda = fitlab('scheda').find(
      (s) => !(protocollo.schede as Array<{ id: number }>).some((x) => x.id === s.id),
    ) as AnyRow
    expect(
      (
        await post('/api/protocollo-associateschede', {
          idProtocolli: [protocollo.id],
          ordine: 0,
          idScheda: scheda.id,
        })
      ).status,
    ).toBe(200)
    const after = await get(`/api/protocollo/${protocollo.id}`)
    expect(after.schede[0]).toMatchObject({ id: scheda.id, nome: scheda.nome, ordine: 0 })
    expect((await get(`/api/scheda/slim/${scheda.id}`)).protocolli).toContainEqual({
      id: protocollo.id,
      nome: protocollo.nome,
    })
    await post('/api/protocollo-disassociateschede', {
      idProtocollo: protocollo.id,
      idScheda: scheda.id,
    })
    expect(
      (await get(`/api/protocollo/${protocollo.id}`)).schede.map((s: AnyRow) => s.id),
    ).not.toContain(scheda.id)
  })

  test('protocollo-duplica and cartella-duplica copy name and content', async () => {
    const protocollo = fitlab('protocollo').find(
      (p) => (p.schede as unknown[]).length > 0,
    ) as AnyRow
    const copy = await post(`/api/protocollo-duplica/${protocollo.id}`)
    expect(copy.body.nome).toBe(`${String(protocollo.nome)} (copia)`)
    expect(copy.body.schede.map((s: AnyRow) => s.id)).toEqual(
      (await get(`/api/protocollo/${protocollo.id}`)).schede.map((s: AnyRow) => s.id),
    )
    const cartella = fitlab('cartella')[0] as AnyRow
    const original = await get(`/api/cartella/${cartella.id}`)
    const cartellaCopy = await post(`/api/cartella-duplica/${cartella.id}`)
    expect(cartellaCopy.body.nome).toBe(`${String(cartella.nome)} (copia)`)
    expect(cartellaCopy.body.esercizi.map((e: AnyRow) => e.id).sort()).toEqual(
      original.esercizi.map((e: AnyRow) => e.id).sort(),
    )
  })

  test('associate / disassociate esercizi to cartelle', async () => {
    const cartella = fitlab('cartella')[0] as AnyRow
    const esercizio = fitlab('esercizio').find(
      (e) => !(e.cartelle as Array<{ id: number }>).some((c) => c.id === cartella.id),
    ) as AnyRow
    await post('/api/cartella-associateesercizi', {
      idCartelle: [cartella.id],
      idEsercizio: esercizio.id,
    })
    expect((await get(`/api/cartella/${cartella.id}`)).esercizi.map((e: AnyRow) => e.id)).toContain(
      esercizio.id,
    )
    await post('/api/cartella-disassociateesercizi', {
      idCartella: cartella.id,
      idEsercizio: esercizio.id,
    })
    expect(
      (await get(`/api/cartella/${cartella.id}`)).esercizi.map((e: AnyRow) => e.id),
    ).not.toContain(esercizio.id)
  })

  test('a renamed cartella is renamed in the exercises that hold it', async () => {
    const cartella = fitlab('cartella').find((c) =>
      fitlab('esercizio').some((e) => (e.cartelle as AnyRow[]).some((x) => x.id === c.id)),
    ) as AnyRow
    await call('PUT', `/api/cartella/${cartella.id}`, { token, json: { nome: 'Nuovo nome' } })
    const esercizio = fitlab('esercizio').find((e) =>
      (e.cartelle as AnyRow[]).some((x) => x.id === cartella.id),
    ) as AnyRow
    expect((esercizio.cartelle as AnyRow[]).find((x) => x.id === cartella.id)?.nome).toBe(
      'Nuovo nome',
    )
  })
})

describe('clienti, istruttori, esercizi', () => {
  test('istruttore eta is the age in whole years today', async () => {
    const istruttore = fitlab('istruttore')[0] as AnyRow
    const birth = new Date(String(istruttore.dataNascita))
    const now = new Date()
    let age = now.getFullYear() - birth.getFullYear()
    if (
      now.getMonth() < birth.getMonth() ||
      (now.getMonth() === birth.getMonth() && now.getDate() < birth.getDate())
    )
      age -= 1
    expect((await get(`/api/istruttore/${istruttore.id}`)).eta).toBe(age)
  })

  test('acceptGdpr sets the flag and the date', async () => {
    const cliente =
      fitlab('cliente').find((c) => c.gdprAccettato === false) ?? (fitlab('cliente')[0] as AnyRow)
    const result = await post('/api/cliente/acceptGdpr', { clienteId: cliente.id })
    expect(result.body.gdprAccettato).toBe(true)
    expect(Date.now() - Date.parse(result.body.dataAccettazioneGdpr)).toBeLessThan(60_000)
  })

  test('massimali: latest per exercise; storico: all, oldest first', async () => {
    const clienteId = fitlab('massimale')[0]?.clienteId as number
    const rows = fitlab('massimale').filter((m) => m.clienteId === clienteId)
    const storico = await get(`/api/clienteesercizio/storicomassimali/${clienteId}`)
    expect(storico).toHaveLength(rows.length)
    const dates = storico.map((m: AnyRow) => m.data)
    expect([...dates].sort()).toEqual(dates)
    const latest = await get(`/api/clienteesercizio/massimali/${clienteId}`)
    const esercizi = new Set(rows.map((m) => (m.esercizio as { id: number }).id))
    expect(latest).toHaveLength(esercizi.size)
    for (const m of latest as AnyRow[]) {
      const same = rows.filter(
        (r) => (r.esercizio as { id: number }).id === (m.esercizio as { id: number }).id,
      )
      expect(m.data).toBe(
        same
          .map((r) => String(r.data))
          .sort()
          .pop(),
      )
    }
  })

  test('esercizio nonassociato: exercises without a maximum for that client', async () => {
    const clienteId = fitlab('massimale')[0]?.clienteId as number
    const withMax = new Set(
      fitlab('massimale')
        .filter((m) => m.clienteId === clienteId)
        .map((m) => (m.esercizio as { id: number }).id),
    )
    const result = await call('GET', `/api/esercizio/nonassociato/${clienteId}`, {
      token,
      query: { pageSize: -1 },
    })
    expect(result.body.count).toBe(fitlab('esercizio').length - withMax.size)
    expect(result.body.data.some((e: AnyRow) => withMax.has(e.id))).toBe(false)
  })

  test('esercizio isCostruzioneScheda lists every exercise; attrezzo filter by exercises', async () => {
    const all = await call('GET', '/api/esercizio/', {
      token,
      query: { isCostruzioneScheda: true },
    })
    expect(all.body.data).toHaveLength(fitlab('esercizio').length)
    const esercizio = fitlab('esercizio').find((e) => e.attrezzo !== null) as AnyRow
    const attrezzi = await post('/api/attrezzo-filter-by-id-esercizi', {
      idEsercizi: [esercizio.id],
    })
    expect(attrezzi.body.data).toEqual([
      { id: (esercizio.attrezzo as AnyRow).id, nome: (esercizio.attrezzo as AnyRow).nome },
    ])
  })

  test('eserciziofile: upload numbers files per type; delete removes one', async () => {
    const esercizio = fitlab('esercizio')[0] as AnyRow
    const upload = async () => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'foto.png')
      form.append('fileType', 'immagine')
      form.append('frontendRevisionNumber', 'v1.0.27')
      return call('POST', `/api/eserciziofile/${esercizio.id}`, { token, form })
    }
    const before = ((esercizio.files as AnyRow[]) ?? []).filter(
      (f) => f.fileType === 'immagine',
    ).length
    await upload()
    const second = await upload()
    const immagini = second.body.files.filter((f: AnyRow) => f.fileType === 'immagine')
    expect(immagini.map((f: AnyRow) => f.fileNumber).slice(-2)).toEqual([before + 1, before + 2])
    expect(immagini[immagini.length - 1].url).toMatch(/^data:image\/png;base64,/)
    expect(
      (await call('DELETE', `/api/eserciziofile/${esercizio.id}/immagine/${before + 1}`, { token }))
        .status,
    ).toBe(200)
    expect(
      (await call('DELETE', `/api/eserciziofile/${esercizio.id}/immagine/${before + 1}`, { token }))
        .status,
    ).toBe(404)
  })
})

describe('metodologie', () => {
  test('roleFilter: an instructor sees no drafts, an admin sees them', async () => {
    const bozza = fitlab('metodologia')[0] as AnyRow
    bozza.isBozza = true
    const asIstruttore = await call('GET', '/api/metodologia/', {
      token,
      query: { roleFilter: true, pageSize: -1 },
    })
    expect(asIstruttore.body.data.some((m: AnyRow) => m.isBozza)).toBe(false)
    const admin = await login(ADMIN)
    const asAdmin = await call('GET', '/api/metodologia/', {
      token: admin.token,
      query: { roleFilter: true, pageSize: -1 },
    })
    expect(asAdmin.body.data.map((m: AnyRow) => m.id)).toContain(bozza.id)
  })

  test('metodologia-search finds by codice or descrizione', async () => {
    const metodologia = fitlab('metodologia')[0] as AnyRow
    const result = await call('GET', '/api/metodologia-search', {
      token,
      query: { search: String(metodologia.codice).toLowerCase() },
    })
    expect(result.body.data.map((m: AnyRow) => m.id)).toContain(metodologia.id)
  })

  test('duplica of metodologia, metodo and tipo', async () => {
    const metodologia = fitlab('metodologia')[0] as AnyRow
    const copy = await post(`/api/metodologia-duplica/${metodologia.id}`)
    expect(copy.body).toMatchObject({
      codice: `${String(metodologia.codice)} (copia)`,
      isDefault: false,
    })
    expect(copy.body.metodologiaCicli).toEqual(metodologia.metodologiaCicli)
    const metodo = fitlab('metodometodologia')[0] as AnyRow
    expect((await post(`/api/metodometodologia-duplica/${metodo.id}`)).body.nome).toBe(
      `${String(metodo.nome)} (copia)`,
    )
    const tipo = fitlab('tipometodologia')[0] as AnyRow
    expect((await post(`/api/tipometodologia-duplica/${tipo.id}`)).body.isDefault).toBe(false)
  })
})

describe('tenants, analytics, help', () => {
  test('disattiva blocks the tenant login; attiva with a date reopens it', async () => {
    const admin = await login(ADMIN)
    const off = await call('POST', '/api/tenant/disattivaTenant', {
      token: admin.token,
      json: withRevision({ tenantId: 'vitaattiva' }),
    })
    expect(off.body).toMatchObject({ tenantId: 'vitaattiva', attivo: false })
    const on = await call('POST', '/api/tenant/attivaTenant', {
      token: admin.token,
      json: withRevision({ tenantId: 'corpolibero', dataScadenza: '2030-01-31' }),
    })
    expect(on.body).toMatchObject({ attivo: true, dataScadenza: '2030-01-31' })
    await expect(login('admin@corpolibero.it')).resolves.toBeDefined()
    const missing = await call('POST', '/api/tenant/modificaDataScadenzaTenant', {
      token: admin.token,
      json: withRevision({ tenantId: 'nessuno', dataScadenza: '2030-01-31' }),
    })
    expect(missing.status).toBe(404)
  })

  test('analytics and its CSV export agree: the CSV Italian Excel opens', async () => {
    const admin = await login(ADMIN)
    const json = (await call('GET', '/api/analytics/', { token: admin.token })).body
    expect(json.totali.clienti).toBe(getDb().cliente.length)
    const response = await fetch('http://localhost/api/analytics/export', {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
    expect(response.headers.get('Content-Type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    // UTF-8 with the byte order mark, CRLF, fields by ";".
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)
    expect(text.endsWith('\r\n')).toBe(true)
    const rows = text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'))
    expect(rows[0]).toEqual(['Mese', 'Nuovi clienti', 'Nuove schede'])
    const mesi = json.perMese as AnyRow[]
    const italiano = (mese: string) =>
      new Date(`${mese}-01T12:00:00`).toLocaleDateString('it-IT', {
        month: 'long',
        year: 'numeric',
      })
    expect(rows.slice(1, 13)).toEqual(
      mesi.map((m) => [italiano(String(m.mese)), String(m.nuoviClienti), String(m.nuoveSchede)]),
    )
    const somma = (key: string) => mesi.reduce((n, m) => n + Number(m[key]), 0)
    expect(rows[13]).toEqual([
      'Totale degli ultimi 12 mesi',
      String(somma('nuoviClienti')),
      String(somma('nuoveSchede')),
    ])
    expect(rows[14]).toEqual([''])
    expect(rows.slice(15, 23)).toEqual([
      ['Totali (tutti i tenant)', 'Numero'],
      ['Tenants', String(json.tenants)],
      ['Clienti', String(json.totali.clienti)],
      ['Istruttori', String(json.totali.istruttori)],
      ['Esercizi', String(json.totali.esercizi)],
      ['Schede', String(json.totali.schede)],
      ['Protocolli', String(json.totali.protocolli)],
      ['Metodologie', String(json.totali.metodologie)],
    ])
    expect(rows.at(-1)![0]).toMatch(/^Dati aggiornati al \d\d\/\d\d\/\d{4} \d\d:\d\d$/)
  })

  test("a client created today counts among this month's new clients", async () => {
    const admin = await login(ADMIN)
    const istruttore = await login(ISTRUTTORE)
    const mese = async () => {
      const json = (await call('GET', '/api/analytics/', { token: admin.token })).body
      return (json.perMese as AnyRow[]).at(-1)!
    }
    const prima = await mese()
    const created = await call('POST', '/api/cliente/', {
      token: istruttore.token,
      json: withRevision({ nome: 'Anna', cognome: 'Oggi' }),
    })
    expect(created.status).toBe(200)
    const dopo = await mese()
    expect(dopo.mese).toBe(prima.mese)
    expect(dopo.nuoviClienti).toBe(Number(prima.nuoviClienti) + 1)
  })

  test('help: a PDF for each section, 404 for an unknown one', async () => {
    for (const section of [
      'dashboard',
      'clienti',
      'istruttori',
      'esercizi',
      'metodologie',
      'librerie',
      'preferenze',
      'tenants',
      'utenti',
      'analisi',
    ]) {
      const result = await call('GET', `/help/${section}`)
      expect([section, result.status, isPdf(result.bytes)]).toEqual([section, 200, true])
      expect(pdfText(result.bytes as Uint8Array)).toContain('Guida')
    }
    // Made to be read in the 562 px popup: a narrow page, so its text is not tiny there.
    const guida = await PDFDocument.load((await call('GET', '/help/librerie')).bytes as Uint8Array)
    expect(guida.getPages().map((page) => page.getWidth())).toEqual(
      guida.getPages().map(() => FORMATO_GUIDA.pagina[0]),
    )
    expect(FORMATO_GUIDA.pagina[0]).toBeLessThanOrEqual(400)
    expect(await call('GET', '/help/sconosciuta')).toMatchObject({
      status: 404,
      body: { code: 404 },
    })
  })
})
