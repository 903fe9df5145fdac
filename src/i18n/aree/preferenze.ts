/** An area of the dictionary, assembled by src/i18n/it.ts as `it.preferenze`. */
export const preferenze = {
  sidebar: 'Menu laterale',
  sempreAperta: 'Sempre aperta',
  sempreChiusa: 'Sempre chiusa',
  dinamica: 'Dinamica',
  tema: 'Tema',
  chiaro: 'Chiaro',
  scuro: 'Scuro',
  showTooltip: 'Mostra i suggerimenti',
  datiDemo: 'Dati dimostrativi',
  datiDemoTesto:
    'Riporta i dati dimostrativi allo stato iniziale: le modifiche fatte in questo browser andranno perse.',
  ripristina: 'Ripristina i dati dimostrativi',
  ripristinaConferma:
    'Ripristinare i dati dimostrativi? Tutte le modifiche andranno perse e sarà necessario accedere di nuovo.',
} as const
