/**
 * The demo's privacy notices (informative), oldest first: the last is the current one. 1.0 is the
 * text the product always showed; 2.0 (in force from 1 October 2026) adds the access log and the
 * export, so the clients who accepted 1.0 are asked to renew their consent.
 */
const INTRODUZIONE =
  "Ai sensi del Regolamento (UE) 2016/679 (GDPR), il centro sportivo, titolare del trattamento, informa il cliente che i dati personali raccolti (dati anagrafici, recapiti, caratteristiche fisiche, patologie, schede di allenamento e massimali) sono trattati al solo fine di programmare e seguire l'attività di allenamento."

export const INFORMATIVE = [
  {
    versione: '1.0',
    data: '2024-01-15',
    testo: [
      INTRODUZIONE,
      "I dati relativi alla salute (patologie e valutazioni posturali) sono trattati solo con il consenso esplicito dell'interessato e sono accessibili esclusivamente agli istruttori che lo seguono.",
      'I dati sono conservati per la durata del rapporto con il centro e, successivamente, per il tempo previsto dalla legge. Non sono diffusi né ceduti a terzi per finalità commerciali.',
      "L'interessato può in ogni momento chiedere l'accesso ai propri dati, la loro rettifica o cancellazione, la limitazione del trattamento, la portabilità e proporre reclamo al Garante per la protezione dei dati personali.",
    ],
  },
  {
    versione: '2.0',
    data: '2026-10-01',
    testo: [
      INTRODUZIONE,
      "I dati relativi alla salute (patologie e valutazioni posturali) sono trattati solo con il consenso esplicito dell'interessato, sono visibili all'istruttore che lo segue e agli amministratori, e ogni loro consultazione è registrata.",
      'I dati sono conservati per la durata del rapporto con il centro. Alla richiesta di cancellazione i dati personali e sanitari sono cancellati; le schede di allenamento restano in forma anonima, senza alcun riferimento alla persona, per gli obblighi di registrazione del centro.',
      "L'interessato può in ogni momento chiedere l'accesso ai propri dati e riceverne copia in formato leggibile e in formato elaborabile (JSON), la loro rettifica o cancellazione, la limitazione del trattamento, revocare il consenso e proporre reclamo al Garante per la protezione dei dati personali.",
    ],
  },
] as const
