/** Help pages: `help_get` answers a real PDF with the section's Italian help. */
import type { ImplMap } from '../lib/dispatch'
import { HttpError } from '../lib/http'
import { PdfWriter, pdfResponse, type FormatoPagina } from '../lib/pdf'

/**
 * A help page is read in a 562 px popup (SPEC section 2), not printed: a narrow page with small
 * margins, so its 11 pt text is drawn at about 13 px there, with no sideways scrolling.
 */
export const FORMATO_GUIDA: FormatoPagina = { pagina: [400, 560], margine: 24 }

interface HelpSection {
  titolo: string
  paragrafi: ReadonlyArray<readonly [string, string]>
}

export const HELP_SECTIONS: Readonly<Record<string, HelpSection>> = {
  dashboard: {
    titolo: 'Dashboard',
    paragrafi: [
      [
        'A cosa serve',
        'La dashboard è la pagina iniziale: riassume lo stato della palestra e porta rapidamente alle aree di lavoro.',
      ],
      [
        'Menu laterale',
        'Il menu a sinistra mostra solo le aree consentite al proprio ruolo. Si può aprire o chiudere secondo la preferenza scelta in Preferenze (sempre aperto, sempre chiuso o dinamico).',
      ],
      [
        'Messaggio di benvenuto',
        "Al primo accesso compare un messaggio di benvenuto: spuntando l'opzione per non mostrarlo più, non verrà riproposto.",
      ],
    ],
  },
  clienti: {
    titolo: 'Clienti',
    paragrafi: [
      [
        'Elenco',
        "L'elenco dei clienti si può cercare per cognome, nome, codice fiscale o email, ordinare per colonna e sfogliare a pagine da 10 righe oppure con l'opzione Tutti.",
      ],
      [
        'Scheda del cliente',
        "Nella scheda del cliente si inseriscono i dati anagrafici, le caratteristiche (per esempio altezza e peso), le patologie di muscoli, articolazioni e ossa, gli sport e le attività praticate e l'istruttore di riferimento.",
      ],
      [
        'Foto',
        "La foto profilo deve essere un'immagine non più grande di 5MB. Si può sostituire o rimuovere in ogni momento.",
      ],
      [
        'Privacy',
        "L'accettazione del trattamento dei dati (GDPR) viene registrata con la data in cui è avvenuta.",
      ],
      [
        'Massimali',
        'I massimali mostrano il valore più recente di ogni esercizio; lo storico riporta tutte le misurazioni, dalla più vecchia.',
      ],
    ],
  },
  istruttori: {
    titolo: 'Istruttori',
    paragrafi: [
      [
        'Elenco',
        "L'elenco degli istruttori mostra cognome, nome ed età, calcolata dalla data di nascita.",
      ],
      [
        "Dati dell'istruttore",
        'Per ogni istruttore si indicano titolo di studio, master conseguiti e disponibilità settimanali (giorno, ora di inizio e ora di fine).',
      ],
      [
        'Foto',
        "La foto profilo segue le stesse regole dei clienti: un'immagine di al massimo 5MB.",
      ],
    ],
  },
  esercizi: {
    titolo: 'Esercizi',
    paragrafi: [
      [
        'Catalogo',
        'Il catalogo raccoglie gli esercizi con nomenclatura, attrezzo (M indica una macchina), muscoli primari, sinergici e stabilizzatori, articolazioni, ossa e catene coinvolte.',
      ],
      [
        'Cartelle',
        'Gli esercizi si organizzano in cartelle: un esercizio può appartenere a più cartelle.',
      ],
      [
        'File allegati',
        'A ogni esercizio si possono allegare immagini e video, numerati per tipo.',
      ],
      [
        'Figura del corpo',
        'La figura del corpo si ruota fra vista frontale, laterale e posteriore per scegliere i muscoli.',
      ],
      [
        'Patologie',
        "Le patologie di muscoli, articolazioni e ossa indicate in un esercizio sono controindicazioni: l'esercizio è sconsigliato a chi ha una di quelle patologie.",
      ],
    ],
  },
  metodologie: {
    titolo: 'Metodologie',
    paragrafi: [
      [
        'Metodologie',
        'Una metodologia ha un codice, una descrizione e uno o più cicli (serie, ripetizioni, recupero e carico). Le bozze sono visibili solo agli amministratori.',
      ],
      [
        'Metodi e tipi',
        'Metodi e tipi di metodologia classificano le metodologie; si possono creare, rinominare e duplicare.',
      ],
      [
        'Duplicazione',
        'Duplicando una metodologia se ne ottiene una copia modificabile, utile per creare varianti.',
      ],
    ],
  },
  librerie: {
    titolo: 'Librerie',
    paragrafi: [
      [
        'Modelli di scheda',
        'La libreria contiene i modelli di scheda, filtrabili per nome, cartella e protocollo.',
      ],
      [
        'Protocolli',
        'Un protocollo raccoglie più schede in un ordine preciso, che si cambia trascinando le schede.',
      ],
      [
        'Dal modello alla scheda',
        'Da un modello si crea la scheda di un cliente; da una scheda si può ricavare un nuovo modello. Una scheda personale duplicata si chiama Personalizzata.',
      ],
      [
        'Avvisi per le patologie',
        "Nella scheda di un cliente, un esercizio controindicato per una sua patologia (perché la patologia è fra le controindicazioni dell'esercizio, oppure perché l'esercizio carica l'articolazione, l'osso o il muscolo primario interessato) mostra un avviso con il motivo e fino a tre alternative con gli stessi muscoli primari, prima quelle con le stesse catene cinetiche (mai un salto per chi ha una patologia al ginocchio): Sostituisci cambia l'esercizio mantenendo serie, ripetizioni, recupero, carico e metodologia. Mantieni esercizio conserva la scelta sull'esercizio della scheda, che mostra Avviso ignorato. Nel pannello di costruzione gli esercizi controindicati sono segnalati da un'icona.",
      ],
    ],
  },
  preferenze: {
    titolo: 'Preferenze',
    paragrafi: [
      ['Tema', 'Si può scegliere fra tema scuro (predefinito) e tema chiaro.'],
      [
        'Menu',
        'Il menu laterale può restare sempre aperto, sempre chiuso oppure aprirsi e chiudersi a richiesta (dinamico).',
      ],
      ['Suggerimenti', 'I suggerimenti sui pulsanti si possono attivare o disattivare.'],
      ['Salvataggio', 'Le preferenze sono salvate sul server e valgono a ogni nuovo accesso.'],
    ],
  },
  tenants: {
    titolo: 'Tenants',
    paragrafi: [
      [
        'Gestione',
        'Gli amministratori vedono tutte le palestre (tenant), con lo stato e la data di scadenza.',
      ],
      [
        'Attivazione',
        'Un tenant si attiva indicando una data di scadenza e si disattiva con un clic: gli utenti di un tenant disattivato o scaduto non possono accedere.',
      ],
    ],
  },
  utenti: {
    titolo: 'Utenti',
    paragrafi: [
      [
        'Reimpostare una password',
        "L'amministratore sceglie un utente dall'elenco e gli assegna una nuova password di almeno 8 caratteri, da ripetere nel campo di conferma.",
      ],
    ],
  },
  analisi: {
    titolo: 'Analisi dati',
    paragrafi: [
      [
        'Indicatori',
        "La pagina riassume il numero di clienti, istruttori, esercizi, schede, protocolli e metodologie, e l'andamento mensile di nuovi clienti e nuove schede.",
      ],
      ['Esportazione', 'I dati mensili si scaricano in formato CSV.'],
    ],
  },
}

export const helpImpls: ImplMap = {
  help_get: async (ctx) => {
    const name = String(ctx.params.sectionName)
    const section = Object.hasOwn(HELP_SECTIONS, name) ? HELP_SECTIONS[name] : undefined
    if (!section) {
      throw new HttpError(404, { code: 404, message: 'Sezione di aiuto non trovata' })
    }
    const pdf = await PdfWriter.create(`Guida - ${section.titolo}`, FORMATO_GUIDA)
    pdf.title(`Guida - ${section.titolo}`).rule()
    for (const [titolo, testo] of section.paragrafi) pdf.heading(titolo).text(testo)
    return pdfResponse(await pdf.bytes(), `guida-${name}.pdf`)
  },
}
