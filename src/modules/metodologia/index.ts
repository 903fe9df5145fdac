/**
 * What other modules may use of the methodology module besides its api: the dialog that creates a
 * personal methodology (the sheet builder's "Nuova metodologia personalizzata").
 */
export { MetodologiaCustomDialog } from './MetodologiaCustomDialog'
