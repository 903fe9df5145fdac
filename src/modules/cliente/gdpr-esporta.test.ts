import { datiEsportati, riepilogoHtml, sezioniDi, type RaccoltaCliente } from './gdpr-esporta'

const raccolta: RaccoltaCliente = {
  cliente: {
    id: 7,
    nome: 'Anna',
    cognome: 'Verdi <b>',
    sesso: 'F',
    dataNascita: '1990-01-01',
    codiceFiscale: 'VRDNNA90A41F205X',
    telefono: '333 1234567',
    utente: { email: 'anna.verdi@example.it' },
    istruttore: { id: 2, nome: 'Luca', cognome: 'Neri' },
    caratteristiche: [
      { nome: 'Altezza', valore: '168 cm' },
      { nome: 'Test: Test di Thomas', valore: '03/10/2026 · Da monitorare · psoas rigido' },
    ],
    patologieMuscoli: [{ id: 1, nome: 'Trapezio' }],
    patologieArticolazioni: [],
    patologieOssa: [{ id: 9, nome: 'Rotula' }],
    foto: null,
    gdprAccettato: true,
    dataAccettazioneGdpr: '2026-10-02T09:00:00.000Z',
  },
  consensi: [
    {
      id: 1,
      clienteId: 7,
      tipo: 'accettazione',
      data: '2026-10-02T09:00:00.000Z',
      registratoDa: 'luca.neri@fitlab.it',
      versione: '2.0',
    },
  ],
  accessi: [
    {
      id: 3,
      clienteId: 7,
      data: '2026-11-01T10:00:00.000Z',
      utente: 'luca.neri@fitlab.it',
      cosa: 'dettaglio',
    },
  ],
  massimali: [
    {
      id: 5,
      clienteId: 7,
      esercizio: { id: 11, nomenclatura: 'Squat' },
      valore: 82.5,
      data: '2026-10-10',
    },
  ],
  storicoMassimali: [
    {
      id: 4,
      clienteId: 7,
      esercizio: { id: 11, nomenclatura: 'Squat' },
      valore: 80,
      data: '2026-09-10',
    },
    {
      id: 5,
      clienteId: 7,
      esercizio: { id: 11, nomenclatura: 'Squat' },
      valore: 82.5,
      data: '2026-10-10',
    },
  ],
  schede: [
    {
      id: 20,
      nome: 'Forza autunno',
      dataInizio: '2026-10-05',
      isCliente: true,
      isTemplate: false,
      isBozza: false,
      gruppi: [
        {
          id: 30,
          schedaId: 20,
          nome: 'A',
          ordine: 0,
          dettagli: [
            {
              id: 40,
              gruppoId: 30,
              ordine: 0,
              esercizio: { id: 11, nomenclatura: 'Squat' },
              serie: 4,
              ripetizioni: '6',
              patologieIgnorateOssa: [{ id: 9, nome: 'Rotula' }],
            },
          ],
        },
      ],
    },
  ],
}

const GENERATO = '2026-11-27T15:00:00.000Z'

describe('datiEsportati', () => {
  test('leaves the health data out by default: no pathologies, no tests, no dismissed pathologies', () => {
    const dati = datiEsportati(raccolta, { sanitari: false, generatoIl: GENERATO })
    const json = JSON.stringify(dati)
    expect(dati.datiSanitariInclusi).toBe(false)
    expect(json).not.toMatch(/Trapezio|Rotula|Thomas|patologie/)
    expect(dati.caratteristiche).toEqual([{ nome: 'Altezza', valore: '168 cm' }])
    expect(sezioniDi(dati)).toEqual([
      'anagrafica',
      'consensi',
      'caratteristiche',
      'massimali',
      'storicoMassimali',
      'schede',
      'accessi',
    ])
  })

  test('with the health data: pathologies by name and the closed tests as fields', () => {
    const dati = datiEsportati(raccolta, { sanitari: true, generatoIl: GENERATO })
    expect(dati.patologie).toEqual({ muscoli: ['Trapezio'], articolazioni: [], ossa: ['Rotula'] })
    expect(dati.test).toEqual([
      { test: 'Test di Thomas', data: '2026-10-03', esito: 'Da monitorare', note: 'psoas rigido' },
    ])
    expect(dati.schede[0]?.gruppi[0]?.dettagli[0]).toMatchObject({
      patologieIgnorateOssa: [{ id: 9, nome: 'Rotula' }],
    })
    expect(sezioniDi(dati)).toEqual([
      'anagrafica',
      'consensi',
      'caratteristiche',
      'patologie',
      'test',
      'massimali',
      'storicoMassimali',
      'schede',
      'accessi',
    ])
  })

  test('keeps every sheet with its groups and details, the maximums and their history', () => {
    const dati = datiEsportati(raccolta, { sanitari: false, generatoIl: GENERATO })
    expect(dati.schede).toHaveLength(1)
    expect(dati.schede[0]?.gruppi[0]?.dettagli[0]).toMatchObject({ serie: 4, ripetizioni: '6' })
    expect(dati.storicoMassimali.map((m) => m.valore)).toEqual([80, 82.5])
    expect(dati.anagrafica).toMatchObject({ codiceFiscale: 'VRDNNA90A41F205X', id: 7 })
  })

  test('a backend without the register: the sections are null, the rest is there', () => {
    const dati = datiEsportati(
      { ...raccolta, consensi: null, accessi: null },
      { sanitari: false, generatoIl: GENERATO },
    )
    expect(dati.consensi).toBeNull()
    expect(dati.accessi).toBeNull()
    expect(riepilogoHtml(dati).match(/Non disponibile dal backend collegato/g)).toHaveLength(2)
  })
})

describe('riepilogoHtml', () => {
  const html = (sanitari: boolean) =>
    riepilogoHtml(datiEsportati(raccolta, { sanitari, generatoIl: GENERATO }))

  test('is an Italian document with every section, dates dd/MM/yyyy and decimal commas', () => {
    const out = html(true)
    expect(out.startsWith('<!doctype html>')).toBe(true)
    expect(out).toContain('<html lang="it">')
    for (const titolo of [
      'Anagrafica',
      'Registro dei consensi',
      'Caratteristiche',
      'Patologie',
      'Test posturali',
      'Massimali attuali',
      'Storico dei massimali',
      'Schede di allenamento',
      'Registro degli accessi ai dati sanitari',
    ])
      expect(out).toContain(`<h2>${titolo}</h2>`)
    expect(out).toContain('01/01/1990')
    expect(out).toContain('82,5')
    expect(out).toContain('Gruppo A')
    expect(out).toContain('Accettazione')
  })

  test('server text stays text: markup in a name is escaped', () => {
    const out = html(false)
    expect(out).toContain('Verdi &lt;b&gt;')
    expect(out).not.toContain('Verdi <b>')
  })

  test('says when the health data were left out, and shows none of them', () => {
    const out = html(false)
    expect(out).toContain('Dati sanitari (patologie e test posturali) non inclusi')
    expect(out).not.toMatch(/Trapezio|Thomas/)
  })
})
