import { crud } from './crud'
import { comune } from './comune'
/** An area of the dictionary, assembled by src/i18n/it.ts as `it.protocollo`. */
export const protocollo = {
  etichettaLista: comune.protocolli,
  rinomina: 'Rinomina protocollo',
  certificato: 'Certificato',
  confermaElimina: (nome: string) => crud.confermaElimina('protocollo', nome),
  confermaEliminaTesto: 'Le schede del protocollo non vengono eliminate.',
  nomeObbligatorio: 'Inserire il nome del protocollo',
  dati: 'Dati del protocollo',
  schede: 'Schede del protocollo',
  nessunaScheda: 'Il protocollo non contiene ancora schede.',
  aggiungiScheda: 'Aggiungi scheda',
  modello: 'Modello di scheda da aggiungere',
  selezionaModello: 'Selezionare un modello di scheda',
  trascina: (nome: string) => `Trascina ${nome}`,
  rimuoviDi: (nome: string) => `Rimuovi ${nome} dal protocollo`,
  confermaRimuovi: (nome: string) => `Rimuovere la scheda ${nome} dal protocollo?`,
  nonTrovatoTesto: 'Il protocollo richiesto non esiste o non è accessibile.',
  posizione: (n: number, di: number) => `Scheda ${n} di ${di}`,
  /** The protocol given to a client as a programme. */
  assegna: {
    pulsante: 'Assegna a un cliente',
    pulsanteCliente: 'Assegna un protocollo',
    titolo: 'Assegna il protocollo come programma',
    spiegazione:
      "Le schede del protocollo diventano schede del cliente, nell'ordine, una dopo l'altra: ognuna dura le sue settimane e la successiva inizia il giorno dopo.",
    selezionaProtocollo: 'Selezionare un protocollo',
    protocolloObbligatorio: 'Scegliere il protocollo',
    cercaCliente: 'Cercare per cognome, nome o codice fiscale',
    dataInizio: 'Inizio del programma',
    dataInizioObbligatoria: "Inserire la data d'inizio del programma",
    schede: 'Schede del programma',
    settimane: 'Settimane',
    settimaneDi: (n: number, nome: string) => `Settimane della scheda ${n}: ${nome}`,
    settimaneObbligatorie: 'Da 1 a 52 settimane',
    periodo: (dal: string, al: string) => `dal ${dal} al ${al}`,
    nessunaScheda: 'Il protocollo non contiene schede: aggiungerle prima di assegnarlo.',
    conferma: 'Assegna',
    concluse: (n: number, data: string) =>
      n === 1
        ? `La scheda in corso del cliente verrà conclusa il ${data}, il giorno prima dell'inizio del programma.`
        : `Le ${n} schede in corso del cliente verranno concluse il ${data}, il giorno prima dell'inizio del programma.`,
    dentro: (nome: string, data: string) =>
      `Il cliente ha già la scheda «${nome}» dal ${data}, dentro il programma: scegliere un'altra data di inizio o meno settimane.`,
  },
} as const
