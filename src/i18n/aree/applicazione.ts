/**
 * The app's name and the splash's text (index.html's splash says the same).
 *
 * An area of the dictionary, re-exported by src/i18n/it.ts as `it.applicazione`. A file of its own because
 * /login and the app's first paint import it directly: their first load carries their texts only.
 */
export const applicazione = {
  nome: 'FitLab Back Office',
  caricamento: 'Caricamento in corso…',
} as const
