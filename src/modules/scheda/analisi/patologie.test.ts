import {
  alternative,
  eSalto,
  chiavePatologia,
  conflittiAttivi,
  conflittiCatalogo,
  conflittiEsercizio,
  ignoraConflitti,
  patologieDi,
  riepilogoAvvisi,
  type EsercizioAnalisi,
  type Patologia,
} from './patologie'

const r = (id: number, nome = `#${id}`) => ({ id, nome })

// Reference ids: muscles 1.., joints 100.., bones 200.. (a kind's ids may repeat another's).
const QUADRICIPITE = r(1, 'Quadricipite femorale')
const GLUTEO = r(2, 'Grande gluteo')
const POLPACCIO = r(3, 'Gastrocnemio')
const GINOCCHIO = r(100, 'Ginocchio')
const ANCA = r(101, 'Anca')
const ROTULA = r(200, 'Rotula')
const BILANCIERE = r(50, 'Bilanciere')
const MANUBRI = r(51, 'Manubri')

const ex = (id: number, fields: Partial<EsercizioAnalisi> = {}): EsercizioAnalisi => ({
  id,
  nomenclatura: `Esercizio ${id}`,
  attrezzo: null,
  flagAttrezzoMacchina: null,
  muscoliPrimari: [],
  articolazioni: [],
  ossa: [],
  patologieMuscoli: [],
  patologieArticolazioni: [],
  patologieOssa: [],
  ...fields,
})

const ginocchio: Patologia = { tipo: 'articolazione', ...GINOCCHIO }
const rotula: Patologia = { tipo: 'osso', ...ROTULA }
const quadricipite: Patologia = { tipo: 'muscolo', ...QUADRICIPITE }

const squat = ex(1, {
  nomenclatura: 'Squat',
  attrezzo: BILANCIERE,
  flagAttrezzoMacchina: 'L',
  muscoliPrimari: [QUADRICIPITE, GLUTEO],
  articolazioni: [GINOCCHIO, ANCA],
  ossa: [ROTULA],
  patologieArticolazioni: [GINOCCHIO],
})

describe("a client's pathologies", () => {
  it('lists muscles, then joints, then bones, in the order the client has them', () => {
    expect(
      patologieDi({
        patologieOssa: [ROTULA],
        patologieArticolazioni: [ANCA, GINOCCHIO],
        patologieMuscoli: [QUADRICIPITE],
      }),
    ).toEqual([
      { tipo: 'muscolo', ...QUADRICIPITE },
      { tipo: 'articolazione', ...ANCA },
      { tipo: 'articolazione', ...GINOCCHIO },
      { tipo: 'osso', ...ROTULA },
    ])
  })

  it('has none for no client (a library template) or a client without pathologies', () => {
    expect(patologieDi(null)).toEqual([])
    expect(patologieDi(undefined)).toEqual([])
    expect(patologieDi({})).toEqual([])
    expect(
      patologieDi({ patologieMuscoli: [], patologieArticolazioni: [], patologieOssa: [] }),
    ).toEqual([])
  })

  it('tells a muscle from a bone with the same id', () => {
    expect(chiavePatologia({ tipo: 'muscolo', id: 7 })).not.toBe(
      chiavePatologia({ tipo: 'osso', id: 7 }),
    )
  })
})

describe('the conflicts of an exercise', () => {
  it("names the exercise's own contraindication before what it loads", () => {
    expect(conflittiEsercizio(squat, [ginocchio])).toEqual([
      { patologia: ginocchio, motivo: 'controindicazione' },
    ])
  })

  it('finds a joint, a bone and a primary muscle the exercise loads', () => {
    const calf = ex(2, {
      muscoliPrimari: [QUADRICIPITE],
      articolazioni: [GINOCCHIO],
      ossa: [ROTULA],
    })
    expect(conflittiEsercizio(calf, [quadricipite, ginocchio, rotula])).toEqual([
      { patologia: quadricipite, motivo: 'muscoloPrimario' },
      { patologia: ginocchio, motivo: 'articolazione' },
      { patologia: rotula, motivo: 'osso' },
    ])
  })

  it('ignores synergists and the same id of another kind', () => {
    const e = ex(3, { muscoliPrimari: [GLUTEO], ossa: [r(1, 'Femore')] })
    expect(conflittiEsercizio(e, [quadricipite])).toEqual([])
  })

  it('has none with no pathologies, or for an exercise with empty lists', () => {
    expect(conflittiEsercizio(squat, [])).toEqual([])
    expect(conflittiEsercizio(ex(4), [ginocchio, rotula, quadricipite])).toEqual([])
    const bare = { id: 5, nomenclatura: 'Senza liste' } as EsercizioAnalisi
    expect(conflittiEsercizio(bare, [ginocchio])).toEqual([])
  })

  it('maps the catalogue to the exercises that conflict only', () => {
    const map = conflittiCatalogo([squat, ex(9)], [ginocchio])
    expect([...map.keys()]).toEqual([1])
    expect(conflittiCatalogo([squat], []).size).toBe(0)
  })
})

describe('dismissed warnings', () => {
  const both = conflittiEsercizio(squat, [ginocchio, rotula])

  it('hides the pathologies dismissed on the detail, and only those', () => {
    expect(both.map((c) => c.patologia.nome)).toEqual(['Ginocchio', 'Rotula'])
    expect(conflittiAttivi(both, { patologieIgnorateArticolazioni: [GINOCCHIO] })).toEqual([
      { patologia: rotula, motivo: 'osso' },
    ])
    // A muscle with the joint's id is another pathology.
    expect(conflittiAttivi(both, { patologieIgnorateMuscoli: [r(100)] })).toHaveLength(2)
    expect(conflittiAttivi(both, null)).toEqual(both)
    expect(conflittiAttivi([], { patologieIgnorateOssa: [ROTULA] })).toEqual([])
  })

  it('adds the conflicts to the lists the detail stores, once', () => {
    const kept = ignoraConflitti({ patologieIgnorateArticolazioni: [GINOCCHIO] }, both)
    expect(kept).toEqual({
      patologieIgnorateMuscoli: [],
      patologieIgnorateArticolazioni: [GINOCCHIO],
      patologieIgnorateOssa: [ROTULA],
    })
    expect(conflittiAttivi(both, kept)).toEqual([])
    expect(ignoraConflitti(undefined, [])).toEqual({
      patologieIgnorateMuscoli: [],
      patologieIgnorateArticolazioni: [],
      patologieIgnorateOssa: [],
    })
  })
})

describe('alternatives', () => {
  const catalogo = [
    squat,
    // Shares one primary muscle, same equipment.
    ex(10, { muscoliPrimari: [GLUTEO], attrezzo: BILANCIERE, flagAttrezzoMacchina: 'L' }),
    // Shares both primary muscles, other equipment of the same class.
    ex(11, {
      muscoliPrimari: [QUADRICIPITE, GLUTEO],
      attrezzo: MANUBRI,
      flagAttrezzoMacchina: 'L',
    }),
    // Shares both, a machine.
    ex(12, { muscoliPrimari: [GLUTEO, QUADRICIPITE], attrezzo: r(52), flagAttrezzoMacchina: 'M' }),
    // Shares both but loads the knee: never offered.
    ex(13, { muscoliPrimari: [QUADRICIPITE, GLUTEO], articolazioni: [GINOCCHIO] }),
    // Contraindicated by its own list: never offered.
    ex(14, { muscoliPrimari: [QUADRICIPITE, GLUTEO], patologieArticolazioni: [GINOCCHIO] }),
    // Shares nothing: never offered.
    ex(15, { muscoliPrimari: [POLPACCIO], attrezzo: BILANCIERE, flagAttrezzoMacchina: 'L' }),
    // Shares one, other equipment, same class.
    ex(16, { muscoliPrimari: [QUADRICIPITE], attrezzo: MANUBRI, flagAttrezzoMacchina: 'L' }),
  ]

  it('ranks by shared primary muscles, then same equipment, then same class', () => {
    const found = alternative(squat, catalogo, [ginocchio], 10)
    expect(found.map((a) => a.esercizio.id)).toEqual([11, 12, 10, 16])
    expect(found[0]).toMatchObject({ muscoliComuni: 2, stessoAttrezzo: false, stessaClasse: true })
    expect(found[2]).toMatchObject({ muscoliComuni: 1, stessoAttrezzo: true, stessaClasse: true })
  })

  it('offers the top 3 by default, never the exercise itself nor a conflicting one', () => {
    const found = alternative(squat, catalogo, [ginocchio])
    expect(found.map((a) => a.esercizio.id)).toEqual([11, 12, 10])
    expect(found.map((a) => a.esercizio.id)).not.toContain(squat.id)
  })

  it('keeps the catalogue order between equal candidates (stable ties)', () => {
    const twins = [ex(21, { muscoliPrimari: [GLUTEO] }), ex(20, { muscoliPrimari: [GLUTEO] })]
    expect(alternative(squat, twins, []).map((a) => a.esercizio.id)).toEqual([21, 20])
    expect(alternative(squat, [...twins].reverse(), []).map((a) => a.esercizio.id)).toEqual([
      20, 21,
    ])
  })

  it('has none when nothing fits, or for an exercise without primary muscles', () => {
    expect(alternative(squat, [squat, catalogo[4]!, catalogo[6]!], [ginocchio])).toEqual([])
    expect(alternative(ex(30), catalogo, [ginocchio])).toEqual([])
    expect(alternative(squat, [], [ginocchio])).toEqual([])
  })
})

describe('alternatives for a knee', () => {
  const CHIUSA = r(300, 'Catena cinetica chiusa')
  const POSTERIORE = r(301, 'Catena posteriore')
  const SPIRALE = r(302, 'Catena spirale')
  const PLYO_BOX = r(53, 'Plyo box')
  const squatCatene = ex(1, {
    nomenclatura: 'Squat con bilanciere',
    attrezzo: BILANCIERE,
    flagAttrezzoMacchina: 'L',
    muscoliPrimari: [QUADRICIPITE, GLUTEO],
    articolazioni: [GINOCCHIO, ANCA],
    catene: [CHIUSA, POSTERIORE],
  })
  // Both primary muscles, no chain in common: a jump on a box.
  const boxJump = ex(40, {
    nomenclatura: 'Box jump',
    attrezzo: PLYO_BOX,
    muscoliPrimari: [QUADRICIPITE, GLUTEO],
    catene: [SPIRALE],
  })
  const boxJumpLaterale = ex(41, { ...boxJump, id: 41, nomenclatura: 'Box jump laterale' })
  const squatConSalto = ex(42, {
    nomenclatura: 'Squat a corpo libero con salto',
    muscoliPrimari: [QUADRICIPITE, GLUTEO],
    catene: [CHIUSA, POSTERIORE],
  })
  // One primary muscle, both chains: a hip thrust, the same push of the posterior chain.
  const hipThrust = ex(43, {
    nomenclatura: 'Hip thrust con bilanciere',
    attrezzo: BILANCIERE,
    flagAttrezzoMacchina: 'L',
    muscoliPrimari: [GLUTEO],
    catene: [CHIUSA, POSTERIORE],
  })
  // One primary muscle, one chain.
  const ponte = ex(44, {
    nomenclatura: 'Ponte glutei',
    muscoliPrimari: [GLUTEO],
    catene: [POSTERIORE],
  })
  // Both primary muscles, no chain: after the ones that share the pattern.
  const affondi = ex(45, {
    nomenclatura: 'Affondi in camminata',
    muscoliPrimari: [QUADRICIPITE, GLUTEO],
  })
  const catalogo = [squatCatene, boxJump, boxJumpLaterale, squatConSalto, affondi, ponte, hipThrust]

  it('never offers a jump to a client with a knee pathology, nor with a patella one', () => {
    for (const patologia of [ginocchio, rotula]) {
      const found = alternative(squatCatene, catalogo, [patologia], 10).map((a) => a.esercizio.id)
      expect(found).toEqual([43, 44, 45])
    }
  })

  it('ranks the same chains (the movement pattern) before the same muscles', () => {
    const found = alternative(squatCatene, catalogo, [ginocchio])
    expect(found.map((a) => a.esercizio.nomenclatura)).toEqual([
      'Hip thrust con bilanciere',
      'Ponte glutei',
      'Affondi in camminata',
    ])
    expect(found[0]).toMatchObject({ cateneComuni: 2, muscoliComuni: 1, stessoAttrezzo: true })
    expect(found[2]).toMatchObject({ cateneComuni: 0, muscoliComuni: 2 })
  })

  it('still offers a jump when no joint or bone that lands it has a pathology', () => {
    const found = alternative(
      squatCatene,
      catalogo,
      [quadricipite, { tipo: 'articolazione', ...r(102, 'Spalla') }],
      10,
    )
    // the quadriceps pathology rules out what loads it; jumps are not ruled out by a shoulder
    expect(found.map((a) => a.esercizio.id)).toEqual([43, 44])
    const senza = alternative(
      squatCatene,
      catalogo,
      [{ tipo: 'articolazione', ...r(102, 'Spalla') }],
      10,
    )
    expect(senza.map((a) => a.esercizio.id)).toContain(40)
  })

  it('tells a jump by its name or its equipment, accents and case ignored', () => {
    expect(eSalto(boxJump)).toBe(true)
    expect(eSalto(squatConSalto)).toBe(true)
    expect(eSalto({ nomenclatura: 'Balzi laterali', attrezzo: null })).toBe(true)
    expect(eSalto({ nomenclatura: 'Affondi', attrezzo: PLYO_BOX })).toBe(true)
    expect(eSalto({ nomenclatura: 'SALTELLI alla corda', attrezzo: null })).toBe(true)
    expect(eSalto(hipThrust)).toBe(false)
    expect(eSalto({ nomenclatura: 'Step-up su panca', attrezzo: null })).toBe(false)
  })
})

describe('the summary of a sheet', () => {
  const conflitti = conflittiCatalogo([squat, ex(2, { articolazioni: [GINOCCHIO] })], [ginocchio])
  const d = (id: number, extra = {}) => ({ esercizio: { id }, ...extra })

  it('counts details that warn and details kept, once each', () => {
    expect(
      riepilogoAvvisi(
        [
          { dettagli: [d(1), d(2, { patologieIgnorateArticolazioni: [GINOCCHIO] }), d(9)] },
          // The same exercise twice, linked in a superserie: two details, two warnings.
          { dettagli: [d(1), d(1)] },
        ],
        conflitti,
      ),
    ).toEqual({ avvisi: 3, ignorati: 1 })
  })

  it('is empty for empty groups, no groups, or no conflicts', () => {
    expect(riepilogoAvvisi([{ dettagli: [] }, { dettagli: [] }], conflitti)).toEqual({
      avvisi: 0,
      ignorati: 0,
    })
    expect(riepilogoAvvisi([], conflitti)).toEqual({ avvisi: 0, ignorati: 0 })
    expect(riepilogoAvvisi([{ dettagli: [d(1)] }], new Map())).toEqual({ avvisi: 0, ignorati: 0 })
  })
})
