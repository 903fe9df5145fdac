/** An area of the dictionary, assembled by src/i18n/it.ts as `it.volume`. */
export const volume = {
  titolo: 'Volume muscolare',
  titoloScheda: 'Volume muscolare della scheda',
  titoloProtocollo: 'Volume muscolare del protocollo',
  regole:
    'Serie settimanali per muscolo: ogni gruppo è una seduta alla settimana; il muscolo primario conta 1, il sinergico 0,5, lo stabilizzatore 0,25 nel totale pesato.',
  regoleProtocollo: (n: number) =>
    n === 1
      ? 'La mappa somma i gruppi dell’unica scheda del protocollo.'
      : `La mappa somma i gruppi delle ${n} schede del protocollo.`,
  colonne: {
    primario: 'Primario',
    sinergico: 'Sinergico',
    stabilizzatore: 'Stabilizzatore',
    pesato: 'Totale pesato',
  },
  tabella: 'Serie settimanali per muscolo',
  nessunMuscolo: 'Nessuna serie da contare: aggiungere esercizi con le serie.',
  senzaSerie: (n: number) =>
    n === 1
      ? '1 esercizio senza serie non è contato'
      : `${n} esercizi senza serie non sono contati`,
  sconosciuti: (n: number) =>
    n === 1
      ? '1 esercizio non è nel catalogo e non è contato'
      : `${n} esercizi non sono nel catalogo e non sono contati`,
  erroreCatalogo: 'Impossibile leggere il catalogo degli esercizi.',
  erroreSchede: 'Impossibile leggere le schede del protocollo.',
  nessunaScheda: 'Il protocollo non contiene schede.',
  squilibri: 'Squilibri',
  confronti: {
    spintaTrazione: { a: 'Spinta', b: 'trazione', versoA: 'la spinta', versoB: 'la trazione' },
    anteriorePosteriore: {
      a: 'Catena anteriore',
      b: 'posteriore',
      versoA: 'la catena anteriore',
      versoB: 'la catena posteriore',
    },
  },
  squilibrio: (a: string, va: string, b: string, vb: string, verso: string) =>
    `${a} ${va} serie pesate contro ${b} ${vb}: squilibrio verso ${verso}`,
  equilibrio: (a: string, va: string, b: string, vb: string) =>
    `${a} ${va} serie pesate contro ${b} ${vb}: in equilibrio`,
  nessunoSquilibrio: 'Nessuno squilibrio: mancano serie da confrontare.',
  figura: {
    legenda: 'Scala del volume',
    poco: 'poco',
    molto: 'molto',
    descrizione: (vista: string, regioni: string) =>
      regioni
        ? `${vista}. Mappa del volume, più allenati: ${regioni}`
        : `${vista}. Mappa del volume: nessun muscolo allenato in questa vista`,
  },
  regioni: {
    deltoideAnteriore: 'deltoide anteriore',
    deltoideLaterale: 'deltoide laterale',
    deltoidePosteriore: 'deltoide posteriore',
    pettorali: 'pettorali',
    dentato: 'dentato anteriore',
    cuffia: 'cuffia dei rotatori',
    trapezio: 'trapezio e romboidi',
    dorsali: 'dorsali',
    lombari: 'lombari',
    bicipiti: 'bicipiti',
    tricipiti: 'tricipiti',
    avambracci: 'avambracci',
    addome: 'addome',
    obliqui: 'obliqui',
    flessoriAnca: "flessori dell'anca",
    glutei: 'glutei',
    abduttori: 'abduttori',
    quadricipiti: 'quadricipiti',
    adduttori: 'adduttori',
    femorali: 'femorali',
    polpacci: 'polpacci',
    tibiali: 'tibiali',
  },
} as const
