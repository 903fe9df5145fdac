import { collegamenti } from './superserie'
import { caricoConUnita, leggiCampo, testoDi, valoriDaCicli } from './valori'

describe('the typed fields of a detail', () => {
  it('reads what a trainer types, in Italian', () => {
    expect(leggiCampo('carico', '22,5')).toEqual({ ok: true, value: 22.5 })
    expect(leggiCampo('recupero', '1:30')).toEqual({ ok: true, value: 90 })
    expect(leggiCampo('recupero', '90')).toEqual({ ok: true, value: 90 })
    expect(leggiCampo('recupero', `1'30"`)).toEqual({ ok: true, value: 90 })
    expect(leggiCampo('ripetizioni', '12/10/8')).toEqual({ ok: true, value: '12/10/8' })
    expect(leggiCampo('serie', ' 4 ')).toEqual({ ok: true, value: 4 })
    for (const campo of ['serie', 'ripetizioni', 'recupero', 'carico', 'note'] as const) {
      expect(leggiCampo(campo, '')).toEqual({ ok: true, value: null })
    }
  })

  it('says in Italian what cannot be saved', () => {
    expect(leggiCampo('carico', '22,5,1')).toEqual({
      ok: false,
      error: 'Carico: un numero, con la virgola per i decimali (22,5).',
    })
    expect(leggiCampo('recupero', '1:75')).toMatchObject({ ok: false })
    expect(leggiCampo('recupero', '2:00:00')).toMatchObject({ ok: false })
    expect(leggiCampo('serie', '0')).toMatchObject({ ok: false })
    expect(leggiCampo('serie', '3,5')).toMatchObject({ ok: false })
    expect(leggiCampo('serie', '101')).toMatchObject({ ok: false })
    expect(leggiCampo('ripetizioni', 'x'.repeat(21))).toMatchObject({ ok: false })
    expect(leggiCampo('carico', '1001')).toMatchObject({ ok: false })
  })

  it('shows saved values as they are typed', () => {
    const d = { serie: 3, ripetizioni: '8-12', recupero: 90, carico: 12.5, note: null }
    expect(testoDi(d, 'recupero')).toBe('1:30')
    expect(testoDi(d, 'carico')).toBe('12,5')
    expect(testoDi(d, 'serie')).toBe('3')
    expect(testoDi(d, 'note')).toBe('')
    expect(caricoConUnita({ carico: 22.5, caricoUnita: 'kg' })).toBe('22,5 kg')
    expect(caricoConUnita({ carico: 70, caricoUnita: 'percentuale' })).toBe('70% del massimale')
    expect(caricoConUnita({ carico: 16, caricoUnita: null })).toBe('16 kg')
  })

  it('proposes the values of a methodology from its cycles', () => {
    // SF-01: one cycle 3x10, 90 s, 70 %.
    expect(
      valoriDaCicli([{ ordine: 0, serie: 3, ripetizioni: '10', recupero: 90, carico: 70 }]),
    ).toEqual({
      serie: 3,
      ripetizioni: '10',
      recupero: 90,
      carico: 70,
      caricoUnita: 'percentuale',
    })
    // PIR-01: four cycles of one set, in their order whatever the order they come in.
    expect(
      valoriDaCicli([
        { ordine: 1, serie: 1, ripetizioni: '10', recupero: 90, carico: 70 },
        { ordine: 0, serie: 1, ripetizioni: '12', recupero: 90, carico: 65 },
        { ordine: 3, serie: 1, ripetizioni: '6', recupero: 120, carico: 80 },
        { ordine: 2, serie: 1, ripetizioni: '8', recupero: 120, carico: 75 },
      ]),
    ).toEqual({
      serie: 4,
      ripetizioni: '12/10/8/6',
      recupero: 90,
      carico: 65,
      caricoUnita: 'percentuale',
    })
    // No load in the cycle (a tabata): no load, no unit.
    expect(
      valoriDaCicli([{ ordine: 0, serie: 8, ripetizioni: '20 sec', recupero: 10, carico: null }]),
    ).toMatchObject({
      carico: null,
      caricoUnita: null,
    })
    expect(valoriDaCicli([])).toEqual({})
  })
})

describe('linked exercises', () => {
  const metodologie = new Map([
    [12, { metodoMetodologia: { id: 3, nome: 'Superserie' } }],
    [1, { metodoMetodologia: { id: 1, nome: 'Serie fisse' } }],
    [19, { metodoMetodologia: { id: 4, nome: 'Circuito' } }],
  ])
  const m = (id: number | null) => ({ metodologia: id === null ? null : { id } })

  it('links consecutive details that share a superserie or circuit methodology', () => {
    const chain = collegamenti(
      [m(12), m(12), m(12), m(1), m(1), m(19), m(19), m(null)],
      metodologie,
    )
    expect(chain.map((c) => c?.pos ?? null)).toEqual([
      'first',
      'middle',
      'last',
      null,
      null,
      'first',
      'last',
      null,
    ])
    expect(chain[0]?.lunghezza).toBe(3)
    expect(chain[5]?.lunghezza).toBe(2)
  })

  it('does not link a lone detail, nor ones a different detail stands between', () => {
    expect(collegamenti([m(12), m(1), m(12)], metodologie)).toEqual([null, null, null])
    expect(collegamenti([m(12)], metodologie)).toEqual([null])
    expect(collegamenti([], metodologie)).toEqual([])
  })
})
