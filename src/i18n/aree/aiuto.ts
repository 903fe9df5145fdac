/** An area of the dictionary, assembled by src/i18n/it.ts as `it.aiuto`. */
export const aiuto = {
  titolo: 'Aiuto',
  caricamento: 'Caricamento della guida…',
  errore: 'Impossibile caricare la guida. Riprovare più tardi.',
  precedente: 'Pagina precedente',
  successiva: 'Pagina successiva',
  pagina: (n: number, totale: number) => `Pagina ${n} di ${totale}`,
} as const
