/** An area of the dictionary, assembled by src/i18n/it.ts as `it.carichi`. */
export const carichi = {
  preferenze: {
    titolo: 'Carichi dai massimali',
    arrotondamento: 'Arrotondamento carichi (kg)',
    arrotondamentoAiuto:
      'I carichi in % del massimale sono mostrati in kg, arrotondati al multiplo più vicino.',
    settimane: 'Ritestare il massimale dopo (settimane)',
    settimaneAiuto: 'Un massimale più vecchio è segnalato da ritestare.',
    settimaneErrore: 'Inserire un numero intero di settimane da 1 a 52.',
  },
  /** "≈ 72,5 kg" next to a load in %. */
  kg: (kg: string) => `≈ ${kg} kg`,
  descrizione: (kg: string, massimale: string, data: string) =>
    `${kg} kg dal massimale di ${massimale} kg del ${data}`,
  daRitestare: (settimane: number) =>
    `massimale di ${settimane} ${settimane === 1 ? 'settimana' : 'settimane'} fa: da ritestare`,
  nessunMassimale: 'nessun massimale per questo esercizio',
  grafico: {
    legenda: 'usato nelle schede in corso',
    elenco: 'Massimali usati nelle schede in corso',
    voce: (esercizio: string, kg: string, data: string) => `${esercizio}: ${kg} kg del ${data}`,
    nessuno: 'Nessuna scheda in corso usa questi massimali.',
  },
} as const
