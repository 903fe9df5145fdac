/**
 * The left menu's entries and every page's title (the route table, src/app/routes.tsx).
 *
 * An area of the dictionary, re-exported by src/i18n/it.ts as `it.menu`. A file of its own because
 * /login and the app's first paint import it directly: their first load carries their texts only.
 */
export const menu = {
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
  espandi: 'Espandi il menu',
  comprimi: 'Comprimi il menu',
  navigazione: 'Menu principale',
  logo: 'FitLab',
  titoli: {
    login: 'Accesso',
    reimpostaPassword: 'Nuova password',
    dashboard: 'Dashboard',
    clienti: 'Cerca clienti',
    cliente: 'Cliente',
    istruttori: 'Cerca istruttori',
    istruttore: 'Istruttore',
    esercizi: 'Esercizi',
    esercizio: 'Esercizio',
    metodologie: 'Metodologie',
    metodologia: 'Metodologia',
    librerie: 'Librerie',
    schede: 'Schede',
    scheda: 'Scheda',
    protocollo: 'Protocollo',
    cartella: 'Cartella',
    preferenze: 'Preferenze',
    tenants: 'Tenants',
    resetUserPassword: 'Reset User Password',
    analisiDati: 'Analisi Dati',
    confronto: 'Confronto schede',
  },
} as const
