/** A tenant's methodologies (D.METODOLOGIE) with their methods and types. */
import { nextId } from '../schema'
import * as D from '../data'
import { must, ref, type Ref, type Seed, type TenantContext } from './context'

export function seedMetodologie(s: Seed, ctx: TenantContext): void {
  const { tenantId } = ctx.seed
  const nomeDefault = (
    key: 'metodometodologia' | 'tipometodologia',
    nomi: readonly string[],
  ): Map<string, Ref> => {
    const byName = new Map<string, Ref>()
    nomi.forEach((nome, i) => {
      const row = { id: nextId(s.db, key), nome, isDefault: i === 0, tenantId }
      s.db[key].push(row)
      byName.set(nome, ref(row))
    })
    return byName
  }
  const metodi = nomeDefault('metodometodologia', D.METODI_METODOLOGIA)
  const tipi = nomeDefault('tipometodologia', D.TIPI_METODOLOGIA)
  for (const m of D.METODOLOGIE) {
    const cicli = m.cicli.map(([serie, ripetizioni, recupero, carico], ordine) => ({
      ordine,
      serie,
      ripetizioni,
      recupero,
      carico,
      note: null,
    }))
    const row = {
      id: nextId(s.db, 'metodologia'),
      codice: m.codice,
      descrizione: m.descrizione,
      isBozza: m.isBozza ?? false,
      isDefault: m.isDefault ?? false,
      metodoMetodologia: must(metodi.get(m.metodo), m.metodo),
      tipoMetodologia: must(tipi.get(m.tipo), m.tipo),
      metodologiaCicli: cicli,
      tenantId,
    }
    s.db.metodologia.push(row)
    const mref = { id: row.id, codice: row.codice, descrizione: row.descrizione }
    ctx.metodologiePerCodice.set(m.codice, { ref: mref, cicli })
    if (!m.isBozza && m.codice !== D.METODOLOGIA_STRETCHING) ctx.metodologie.push(mref)
  }
}
