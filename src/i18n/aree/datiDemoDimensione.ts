/**
 * Preferenze → Dati dimostrativi: the size of the demo (fake backend only).
 *
 * An area of the dictionary, assembled by src/i18n/it.ts as `it.datiDemoDimensione`.
 */
export const datiDemoDimensione = {
  etichetta: 'Clienti nei dati dimostrativi',
  clienti: (n: string) => `${n} clienti`,
  conferma: (n: string) =>
    `Rigenerare i dati dimostrativi con ${n} clienti? Tutte le modifiche andranno perse e sarà necessario accedere di nuovo.`,
  etichettaEsercizi: 'Esercizi nei dati dimostrativi',
  esercizi: (n: string) => `${n} esercizi`,
  confermaEsercizi: (n: string) =>
    `Rigenerare i dati dimostrativi con ${n} esercizi? Tutte le modifiche andranno perse e sarà necessario accedere di nuovo.`,
  rigenera: 'Rigenera',
} as const
