import { conteggio, plurale } from '@/components/format-number'

/** An area of the dictionary, assembled by src/i18n/it.ts as `it.istruttore`. */
export const istruttore = {
  etichettaLista: 'Elenco degli istruttori',
  eliminaSelezionati: 'Elimina selezionati',
  confermaEliminaSelezionati: (n: number) =>
    n === 1 ? "Eliminare l'istruttore selezionato?" : `Eliminare i ${n} istruttori selezionati?`,
  /** What a deletion does, said before confirming: the clients followed, the login. */
  eliminaConseguenze: (clienti: number | null, istruttori = 1) => {
    const loro = plurale(istruttori, 'suoi', 'loro')
    const clientiTesto =
      clienti === null
        ? `I clienti seguiti resteranno senza istruttore.`
        : clienti === 0
          ? 'Nessun cliente resterà senza istruttore.'
          : clienti === 1
            ? 'Un cliente resterà senza istruttore.'
            : `I ${loro} ${clienti} clienti resteranno senza istruttore.`
    const accesso =
      istruttori === 1
        ? "Anche l'accesso dell'istruttore all'applicazione verrà eliminato."
        : "Anche l'accesso degli istruttori all'applicazione verrà eliminato."
    return `${clientiTesto} ${accesso}`
  },
  proprioProfilo: 'Non è possibile eliminare il proprio profilo',
  campi: {
    titoloStudio: 'Titolo di studio',
    masters: 'Master',
    disponibilita: 'Disponibilità',
  },
  selezionaSesso: 'Selezionare il sesso',
  selezionaTitolo: 'Selezionare il titolo di studio',
  dataPlaceholder: 'gg/mm/aaaa',
  anni: (n: number) => conteggio(n, 'anno', 'anni'),
  regole: {
    emailNonValida: 'Indirizzo email non valido',
    massimo: (n: number) => `Al massimo ${n} caratteri`,
    dataFutura: 'La data di nascita non può essere nel futuro',
  },
  sezioni: {
    anagrafica: 'Dati anagrafici',
    account: "Account dell'app",
    formazione: 'Formazione',
    disponibilita: 'Disponibilità settimanale',
  },
  tornaAllaLista: "Torna all'elenco degli istruttori",
  nonTrovatoTesto: "L'istruttore richiesto non esiste o è stato eliminato.",
  erroreCaricamento: "Impossibile caricare l'istruttore.",
  fotoDopoSalvataggio: "Salvare l'istruttore per caricare la foto",
  master: {
    aggiungi: 'Aggiungi master',
    nessuno: 'Nessun master',
    rimuovi: (nome: string) => `Rimuovi master ${nome}`,
    elenco: 'Master conseguiti',
  },
  disponibilita: {
    giorno: 'Giorno',
    selezionaGiorno: 'Selezionare il giorno',
    oraInizio: 'Ora di inizio',
    oraFine: 'Ora di fine',
    orario: 'hh:mm',
    aggiungi: 'Aggiungi disponibilità',
    nessuna: 'Nessuna disponibilità inserita',
    elenco: 'Fasce di disponibilità',
    rimuovi: (giorno: string, inizio: string, fine: string) =>
      `Rimuovi disponibilità ${giorno} ${inizio}-${fine}`,
    errori: {
      incompleta: "Indicare il giorno, l'ora di inizio e l'ora di fine",
      ordine: "L'ora di fine deve essere successiva all'ora di inizio",
      sovrapposta: "La fascia si sovrappone a un'altra dello stesso giorno",
    },
  },
  giorni: {
    lunedi: 'Lunedì',
    martedi: 'Martedì',
    mercoledi: 'Mercoledì',
    giovedi: 'Giovedì',
    venerdi: 'Venerdì',
    sabato: 'Sabato',
    domenica: 'Domenica',
  },
  stampa: {
    pulsante: 'Stampa scheda',
    titolo: 'Stampa la scheda di un cliente',
    spiegazione:
      "Scegliere uno dei clienti seguiti dall'istruttore: viene proposta la sua scheda più recente, che si apre come PDF in una nuova scheda del browser.",
    selezionaCliente: 'Selezionare il cliente',
    selezionaScheda: 'Selezionare la scheda',
    stampa: 'Apri il PDF',
    nessunCliente: 'Nessun cliente è ancora seguito da questo istruttore.',
    nessunaScheda: 'Questo cliente non ha ancora schede.',
    opzioneScheda: (nome: string, data: string) => (data ? `${nome} (dal ${data})` : nome),
  },
} as const
