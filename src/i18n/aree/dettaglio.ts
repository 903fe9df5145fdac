/** An area of the dictionary, assembled by src/i18n/it.ts as `it.dettaglio`. */
export const dettaglio = {
  /** A save held because the record changed elsewhere since it was opened (useDetailForm). */
  conflitto: {
    titolo: 'Modificato altrove nel frattempo',
    testo:
      "Dopo che hai aperto questa pagina, qualcuno (o un'altra scheda del browser) ha salvato modifiche a questi dati. Salvando ora le sovrascriveresti. Le tue modifiche sono ancora nel modulo.",
    continua: 'Torna alle mie modifiche',
    ricarica: 'Ricarica i dati salvati',
    sovrascrivi: 'Sovrascrivi',
  },
} as const
