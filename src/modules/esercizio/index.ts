/**
 * What other modules may use of the exercise module besides its api: the one dialog that makes a
 * folder (the library's "Nuova cartella" and a sheet's "Nuova cartella").
 */
export { NuovaCartellaDialog } from './NuovaCartellaDialog'
