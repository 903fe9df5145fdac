/**
 * The toasts' default texts.
 *
 * An area of the dictionary, re-exported by src/i18n/it.ts as `it.notifiche`. A file of its own because
 * /login and the app's first paint import it directly: their first load carries their texts only.
 */
export const notifiche = {
  successo: 'Operazione conclusa con successo',
} as const
