import dayjs from 'dayjs'
import { formFieldErrors } from '@/api/errors'
import { changed } from '@/features/detail-page/use-detail-form'
import {
  CODICE_FISCALE,
  ERROR_ALIASES,
  fromCliente,
  istruttoreDellUtente,
  toClienteInput,
  type Cliente,
  type ClienteFormValues,
} from './cliente-form'
import { fromTestPair, testChiusi, toTestPair } from './test-posturali'

const row: Cliente = {
  id: 4,
  nome: 'Anna',
  cognome: 'Verdi',
  sesso: 'F',
  dataNascita: '1990-01-01',
  codiceFiscale: 'VRDNNA90A41F205X',
  telefono: null,
  indirizzo: null,
  citta: 'Milano',
  note: null,
  utente: { id: 12, email: 'anna@example.it' },
  istruttore: { id: 2, nome: 'Marco', cognome: 'Rossi' },
  caratteristiche: [
    { nome: 'Altezza', valore: '170 cm' },
    { nome: 'Test: Test di Romberg', valore: '02/11/2026 · Nella norma' },
  ],
  patologieMuscoli: [{ id: 3, nome: 'Trapezio' }],
  patologieArticolazioni: [],
  patologieOssa: [],
  sport: [],
  attivita: [],
  foto: null,
  gdprAccettato: false,
  dataAccettazioneGdpr: null,
}

/** Whether the form's values would change `row` on saving (the detail page's dirty flag). */
const isDirty = (values: Partial<ClienteFormValues>, saved: Cliente) =>
  changed((v: ClienteFormValues) => toClienteInput(v, saved), values, fromCliente(saved))

/** The fields of the client's form, as antd registers them (one characteristic shown). */
const FIELDS = [
  ['nome'],
  ['utente', 'email'],
  ['istruttore'],
  ['caratteristiche'],
  ['caratteristiche', 0, 'nome'],
  ['caratteristiche', 0, 'valore'],
  ['caratteristiche', 1, 'nome'],
  ['caratteristiche', 1, 'valore'],
  ['sport'],
]

/** Where a 422 error on `path` is shown on the client's form. */
const fieldOf = (path: string) =>
  formFieldErrors(
    { status: 422, data: { errors: { [path]: ['Non valido'] } } },
    FIELDS,
    ERROR_ALIASES,
  ).map((field) => field.name)

describe('client form values', () => {
  it('round-trips a client: references by id, closed tests kept out of the form and saved back', () => {
    const values = fromCliente(row)
    expect(values.caratteristiche).toEqual([{ nome: 'Altezza', valore: '170 cm' }])
    expect(values.istruttore).toBe(2)
    expect(values.patologieMuscoli).toEqual([3])
    expect(toClienteInput(values, row)).toMatchObject({
      dataNascita: '1990-01-01',
      utente: { id: 12, email: 'anna@example.it' },
      istruttore: { id: 2 },
      patologieMuscoli: [{ id: 3 }],
      caratteristiche: row.caratteristiche,
    })
    expect(isDirty(values, row)).toBe(false)
  })

  it('trims texts, empties become null, no email leaves the account alone', () => {
    const body = toClienteInput({
      ...fromCliente(),
      nome: ' Anna ',
      cognome: 'Verdi',
      telefono: '  ',
    })
    expect(body).toMatchObject({
      nome: 'Anna',
      telefono: null,
      istruttore: null,
      caratteristiche: [],
    })
    expect(body).not.toHaveProperty('utente')
  })

  it('is dirty when a save would change something', () => {
    expect(isDirty({ ...fromCliente(row), citta: 'Roma' }, row)).toBe(true)
    expect(isDirty({ ...fromCliente(row), citta: ' Milano ' }, row)).toBe(false)
    expect(isDirty({ ...fromCliente(row), dataNascita: dayjs('1990-01-02') }, row)).toBe(true)
    expect(isDirty({}, row)).toBe(false)
  })

  it('puts 422 paths on the form fields', () => {
    expect(fieldOf('utente.email')).toEqual([['utente', 'email']])
    expect(fieldOf('utente')).toEqual([['utente', 'email']])
    expect(fieldOf('caratteristiche.1.nome')).toEqual([['caratteristiche', 1, 'nome']])
    expect(fieldOf('istruttore.id')).toEqual([['istruttore']])
    expect(fieldOf('sport.0.id')).toEqual([['sport']])
  })

  it('knows an Italian tax code', () => {
    expect(CODICE_FISCALE.test('RSSMRA80A01F205X')).toBe(true)
    expect(CODICE_FISCALE.test('RSSMRA80A01F205')).toBe(false)
    expect(CODICE_FISCALE.test('1234567890123456')).toBe(false)
  })
})

describe('closed postural tests', () => {
  it('writes and reads back the pair, note left out when empty', () => {
    const data = dayjs('2026-11-21')
    expect(toTestPair({ test: 'Test di Thomas', data, esito: 'Da monitorare', note: '' })).toEqual({
      nome: 'Test: Test di Thomas',
      valore: '21/11/2026 · Da monitorare',
    })
    const pair = toTestPair({
      test: 'Test di Thomas',
      data,
      esito: 'Da approfondire',
      note: 'a · b',
    })
    const back = fromTestPair(pair)
    expect(back).toMatchObject({ test: 'Test di Thomas', esito: 'Da approfondire', note: 'a · b' })
    expect(back.data.format('YYYY-MM-DD')).toBe('2026-11-21')
  })

  it('lists the closed tests, latest first', () => {
    const list = testChiusi([
      { nome: 'Altezza', valore: '170 cm' },
      { nome: 'Test: A', valore: '01/10/2026 · Nella norma' },
      { nome: 'Test: B', valore: '05/11/2026 · Da monitorare · nota' },
    ])
    expect(list.map((t) => t.test)).toEqual(['B', 'A'])
  })
})

describe('the instructor of the logged-in user', () => {
  const istruttori = [
    { id: 5, utente: { email: 'claudio.brignone@fitlab.it' } },
    { id: 8, utente: { email: 'Istruttore@FitLab.it' } },
    { id: 9, utente: null },
  ]
  it('is the instructor whose account has the user email, any case', () => {
    expect(istruttoreDellUtente(istruttori, 'istruttore@fitlab.it')).toBe(8)
  })
  it('is none for a user who is no instructor, or before the list is loaded', () => {
    expect(istruttoreDellUtente(istruttori, 'admin@fitlab.it')).toBeUndefined()
    expect(istruttoreDellUtente(undefined, 'istruttore@fitlab.it')).toBeUndefined()
    expect(istruttoreDellUtente(istruttori, '')).toBeUndefined()
  })
})
