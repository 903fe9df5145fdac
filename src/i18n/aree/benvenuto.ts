/** An area of the dictionary, assembled by src/i18n/it.ts as `it.benvenuto`. */
export const benvenuto = {
  titoloAutomatico: 'IMPORTANTE',
  titoloManuale: 'INFORMAZIONI',
  nonMostrare: 'Non mostrare più questo messaggio',
  saluto: "Benvenuto in FitLab, il back office per la gestione dell'allenamento.",
  requisitiTitolo: 'Requisiti di sistema',
  requisiti:
    "FitLab è un'applicazione cloud: non richiede installazioni e funziona con qualsiasi browser aggiornato. Per lavorare al meglio si consiglia una risoluzione dello schermo di 1920x1080.",
  computerTitolo: 'Al computer',
  computer:
    'Il back office si usa dal computer: qui i professionisti costruiscono le anagrafiche dei clienti, le schede di allenamento e i protocolli.',
  appTitolo: "Nell'app",
  app: "I clienti usano l'app mobile per seguire il programma e registrare le sedute di allenamento, i carichi e i tempi.",
} as const
