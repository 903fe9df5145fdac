/** An area of the dictionary, assembled by src/i18n/it.ts as `it.azioni`. */
export const azioni = {
  /** The menu of a page's actions that do not fit on its bar. */
  altro: 'Altro',
} as const
