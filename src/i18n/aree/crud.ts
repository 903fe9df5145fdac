/**
 * The phrases every entity repeats (create, delete, open), as functions of the noun, so that
 * «Nuova scheda», «Nuovo cliente», «Eliminare l'istruttore Rossi?» come from one rule of Italian
 * gender and article instead of a copy per entity.
 *
 * An area of the dictionary, assembled by src/i18n/it.ts as `it.crud`.
 */

interface Nome {
  /** The noun as it reads inside a sentence. */
  parola: string
  femminile?: true
}

/** The entities the phrases name. Add one here to use the phrases for it. */
const sostantivi = {
  cliente: { parola: 'cliente' },
  istruttore: { parola: 'istruttore' },
  esercizio: { parola: 'esercizio' },
  attrezzo: { parola: 'attrezzo' },
  metodologia: { parola: 'metodologia', femminile: true },
  metodologiaPersonalizzata: { parola: 'metodologia personalizzata', femminile: true },
  tipo: { parola: 'tipo' },
  tipoMetodologia: { parola: 'tipo di metodologia' },
  metodo: { parola: 'metodo' },
  metodoMetodologia: { parola: 'metodo di metodologia' },
  cartella: { parola: 'cartella', femminile: true },
  protocollo: { parola: 'protocollo' },
  scheda: { parola: 'scheda', femminile: true },
  modello: { parola: 'modello' },
  gruppo: { parola: 'gruppo' },
  file: { parola: 'file' },
} as const satisfies Record<string, Nome>

type Sostantivo = keyof typeof sostantivi

/** The definite article and the noun: «il cliente», «lo zaino», «l'esercizio», «la scheda». */
function conArticolo(sostantivo: Sostantivo): string {
  const nome: Nome = sostantivi[sostantivo]
  const { parola } = nome
  if (/^[aeiouàèéìòù]/i.test(parola)) return `l'${parola}`
  if (nome.femminile) return `la ${parola}`
  return /^(s[^aeiou]|z|gn|ps|x|y)/i.test(parola) ? `lo ${parola}` : `il ${parola}`
}

export const crud = {
  /** The button and the dialog title that create one: «Nuovo cliente», «Nuova scheda». */
  nuovo: (sostantivo: Sostantivo) => {
    const nome: Nome = sostantivi[sostantivo]
    return `${nome.femminile ? 'Nuova' : 'Nuovo'} ${nome.parola}`
  },
  /** The question before a delete: «Eliminare la scheda Forza?». */
  confermaElimina: (sostantivo: Sostantivo, nome: string) =>
    `Eliminare ${conArticolo(sostantivo)} ${nome}?`,
  /** The same question with the name in quotes (the screens whose names are codes or files). */
  confermaEliminaVirgolette: (sostantivo: Sostantivo, nome: string) =>
    `Eliminare ${conArticolo(sostantivo)} "${nome}"?`,
  /** A link's name, by the row it opens: «Apri la scheda Forza». */
  apri: (sostantivo: Sostantivo, nome: string) => `Apri ${conArticolo(sostantivo)} ${nome}`,
} as const
