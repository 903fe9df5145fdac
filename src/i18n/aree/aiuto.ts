/** An area of the dictionary, assembled by src/i18n/it.ts as `it.aiuto`. */
export const aiuto = {
  caricamento: 'Caricamento della guida…',
  errore: 'Impossibile caricare la guida. Riprovare più tardi.',
  pagina: (n: number, totale: number) => `Pagina ${n} di ${totale}`,
} as const
