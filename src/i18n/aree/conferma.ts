/** An area of the dictionary, assembled by src/i18n/it.ts as `it.conferma`. */
export const conferma = {
  abbandono: 'Si sta abbandonando la pagina senza aver salvato, continuare?',
} as const
