/**
 * The left menu's entries and every page's title (the route table, src/app/routes.tsx). A title
 * that says what its menu entry says refers to it: one text, two keys the route table names.
 *
 * An area of the dictionary, re-exported by src/i18n/it.ts as `it.menu`. A file of its own because
 * /login and the app's first paint import it directly: their first load carries their texts only.
 * The entities' names the other screens share are written here, and `it.comune` refers to them.
 */
const voci = {
  dashboard: 'Dashboard',
  clienti: 'Clienti',
  istruttori: 'Istruttori',
  cerca: 'Cerca',
  nuovo: 'Nuovo',
  esercizi: 'Esercizi',
  metodologie: 'Metodologie',
  librerie: 'Librerie',
  preferenze: 'Preferenze',
  tenants: 'Tenants',
  resetUserPassword: 'Reset User Password',
  analisiDati: 'Analisi Dati',
} as const

export const menu = {
  ...voci,
  espandi: 'Espandi il menu',
  comprimi: 'Comprimi il menu',
  navigazione: 'Menu principale',
  logo: 'FitLab',
  titoli: {
    login: 'Accesso',
    reimpostaPassword: 'Nuova password',
    dashboard: voci.dashboard,
    clienti: 'Cerca clienti',
    cliente: 'Cliente',
    istruttori: 'Cerca istruttori',
    istruttore: 'Istruttore',
    esercizi: voci.esercizi,
    esercizio: 'Esercizio',
    metodologie: voci.metodologie,
    metodologia: 'Metodologia',
    librerie: voci.librerie,
    schede: 'Schede',
    scheda: 'Scheda',
    protocollo: 'Protocollo',
    cartella: 'Cartella',
    preferenze: voci.preferenze,
    tenants: voci.tenants,
    resetUserPassword: voci.resetUserPassword,
    analisiDati: voci.analisiDati,
    confronto: 'Confronto schede',
  },
} as const
