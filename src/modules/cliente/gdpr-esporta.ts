/**
 * "Esporta dati del cliente" (GDPR art. 15 and 20): from what the existing calls answer about a
 * client (`RaccoltaCliente`, gdpr-api.ts) to the two files of the export, by pure functions:
 * `datiEsportati` (the JSON, machine-readable) and `riepilogoHtml` (the readable Italian summary,
 * built with DOM APIs and text nodes only: server text is never markup).
 * Health data (pathologies, postural tests, the pathologies a sheet's detail was kept despite) are
 * left out unless asked for.
 */
import dayjs from 'dayjs'
import type { OpResult } from '@/api/contract'
import { formatDate } from '@/components/format-date'
import { formatDecimal } from '@/components/format-number'
import { it } from '@/i18n/it'
import { isTestPair, testChiusi } from './test-posturali'

const t = it.gdpr.riepilogo
const c = t.campi

type Cliente = OpResult<'cliente_get'>
type Scheda = OpResult<'scheda_get'>

/** What the calls answered: the optional GDPR ones are null on a backend without them. */
export interface RaccoltaCliente {
  cliente: Cliente
  consensi: OpResult<'gdpr_registro'> | null
  accessi: OpResult<'gdpr_accessi'> | null
  massimali: OpResult<'massimale_massimali'>
  storicoMassimali: OpResult<'massimale_storicoMassimali'>
  schede: Scheda[]
}

export interface OpzioniEsportazione {
  /** Pathologies and postural tests included (left out by default). */
  sanitari: boolean
  /** ISO date-time of the export. */
  generatoIl: string
}

type Ref = { id: number; nome?: string }
const nomi = (refs: readonly Ref[] | undefined): string[] =>
  (refs ?? []).map((r) => r.nome ?? String(r.id))

/** The JSON document of the export: every section, health data only when asked for. */
export function datiEsportati(raccolta: RaccoltaCliente, opzioni: OpzioniEsportazione) {
  const { cliente } = raccolta
  const {
    caratteristiche = [],
    patologieMuscoli,
    patologieArticolazioni,
    patologieOssa,
    ...anagrafica
  } = cliente
  const sanitari = opzioni.sanitari
    ? {
        patologie: {
          muscoli: nomi(patologieMuscoli),
          articolazioni: nomi(patologieArticolazioni),
          ossa: nomi(patologieOssa),
        },
        test: testChiusi(caratteristiche).map((test) => ({
          test: test.test,
          data: test.data.isValid() ? test.data.format('YYYY-MM-DD') : null,
          esito: test.esito,
          note: test.note,
        })),
      }
    : {}
  const schede = raccolta.schede.map((scheda) => ({
    ...scheda,
    gruppi: scheda.gruppi.map((gruppo) => ({
      ...gruppo,
      dettagli: gruppo.dettagli.map((dettaglio) => {
        if (opzioni.sanitari) return dettaglio
        const {
          patologieIgnorateMuscoli: _m,
          patologieIgnorateArticolazioni: _a,
          patologieIgnorateOssa: _o,
          ...resto
        } = dettaglio
        return resto
      }),
    })),
  }))
  return {
    formato: 'fitlab-esportazione-cliente',
    versioneFormato: 1,
    generatoIl: opzioni.generatoIl,
    datiSanitariInclusi: opzioni.sanitari,
    anagrafica,
    consensi: raccolta.consensi,
    caratteristiche: caratteristiche.filter((pair) => !isTestPair(pair)),
    ...sanitari,
    massimali: raccolta.massimali,
    storicoMassimali: raccolta.storicoMassimali,
    schede,
    accessi: raccolta.accessi,
  }
}

export type DatiEsportati = ReturnType<typeof datiEsportati>

/** The sections of an export, in the order of the summary (what the JSON holds). */
export const sezioniDi = (dati: DatiEsportati): string[] =>
  Object.keys(dati).filter(
    (k) => !['formato', 'versioneFormato', 'generatoIl', 'datiSanitariInclusi'].includes(k),
  )

type Cella = string | number | null | undefined

/** The readable summary: one HTML document, in Italian, made of elements and text nodes. */
export function riepilogoHtml(dati: DatiEsportati): string {
  const doc = document.implementation.createHTMLDocument(
    t.titolo(`${dati.anagrafica.cognome} ${dati.anagrafica.nome}`),
  )
  doc.documentElement.lang = 'it'
  const meta = doc.createElement('meta')
  meta.setAttribute('charset', 'utf-8')
  doc.head.prepend(meta)
  const style = doc.createElement('style')
  style.textContent =
    'body{font-family:sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;margin:.5rem 0 1rem}th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top}h2{margin-top:2rem}'
  doc.head.append(style)
  const { body } = doc
  const add = <K extends keyof HTMLElementTagNameMap>(
    parent: HTMLElement,
    tag: K,
    text?: string,
  ): HTMLElementTagNameMap[K] => {
    const el = doc.createElement(tag)
    if (text !== undefined) el.textContent = text
    parent.append(el)
    return el
  }
  const testo = (v: Cella): string => (v === null || v === undefined || v === '' ? '—' : String(v))
  const tabella = (intestazioni: string[], righe: Cella[][]) => {
    if (righe.length === 0) {
      add(body, 'p', t.nessuno)
      return
    }
    const table = add(body, 'table')
    const tr = add(add(table, 'thead'), 'tr')
    for (const h of intestazioni) add(tr, 'th', h).setAttribute('scope', 'col')
    const tbody = add(table, 'tbody')
    for (const riga of righe) {
      const r = add(tbody, 'tr')
      for (const v of riga) add(r, 'td', testo(v))
    }
  }
  const sezione = (titolo: string) => add(body, 'h2', titolo)
  const quando = (iso: string | null | undefined) =>
    iso ? `${formatDate(iso)} ${dayjs(iso).format('HH:mm')}` : ''
  const a = dati.anagrafica

  add(body, 'h1', t.titolo(`${a.cognome} ${a.nome}`))
  add(body, 'p', t.generato(quando(dati.generatoIl)))

  sezione(t.anagrafica)
  tabella(
    [c.nome, c.valore],
    [
      [c.cognome, a.cognome],
      [c.nome, a.nome],
      [c.sesso, a.sesso === 'M' ? it.comune.maschio : a.sesso === 'F' ? it.comune.femmina : null],
      [c.dataNascita, formatDate(a.dataNascita)],
      [c.codiceFiscale, a.codiceFiscale],
      [c.telefono, a.telefono],
      [c.indirizzo, a.indirizzo],
      [c.citta, a.citta],
      [c.email, a.utente?.email],
      [
        c.istruttore,
        a.istruttore ? `${a.istruttore.cognome ?? ''} ${a.istruttore.nome ?? ''}`.trim() : null,
      ],
      [c.sport, nomi(a.sport).join(', ')],
      [c.attivita, nomi(a.attivita).join(', ')],
      [c.note, a.note],
      [c.gdpr, a.gdprAccettato ? `${c.si} (${formatDate(a.dataAccettazioneGdpr)})` : c.no],
    ],
  )

  sezione(t.consensi)
  if (dati.consensi === null) add(body, 'p', t.nonDisponibile)
  else
    tabella(
      [
        it.gdpr.colonne.data,
        it.gdpr.colonne.evento,
        it.gdpr.colonne.versione,
        it.gdpr.colonne.registratoDa,
      ],
      dati.consensi.map((e) => [
        quando(e.data),
        it.gdpr.eventi[e.tipo] ?? e.tipo,
        e.versione,
        e.registratoDa,
      ]),
    )

  sezione(t.caratteristiche)
  tabella(
    [c.nome, c.valore],
    dati.caratteristiche.map((p) => [p.nome, p.valore]),
  )

  if ('patologie' in dati && dati.patologie) {
    sezione(t.patologie)
    tabella(
      [c.nome, c.valore],
      [
        [c.muscoli, dati.patologie.muscoli.join(', ')],
        [c.articolazioni, dati.patologie.articolazioni.join(', ')],
        [c.ossa, dati.patologie.ossa.join(', ')],
      ],
    )
    sezione(t.test)
    tabella(
      [it.cliente.test.test, c.data, it.comune.esito, c.note],
      (dati.test ?? []).map((x) => [x.test, formatDate(x.data), x.esito, x.note]),
    )
  } else add(body, 'p', t.sanitariEsclusi)

  sezione(t.massimali)
  tabella(
    [c.esercizio, `${c.valore} (kg)`, c.data],
    dati.massimali.map((m) => [
      m.esercizio.nomenclatura,
      formatDecimal(m.valore),
      formatDate(m.data),
    ]),
  )
  sezione(t.storico)
  tabella(
    [c.esercizio, `${c.valore} (kg)`, c.data],
    dati.storicoMassimali.map((m) => [
      m.esercizio.nomenclatura,
      formatDecimal(m.valore),
      formatDate(m.data),
    ]),
  )

  sezione(t.schede)
  if (dati.schede.length === 0) add(body, 'p', t.nessuno)
  for (const scheda of dati.schede) {
    add(body, 'h3', `${scheda.nome} (${c.dataInizio}: ${testo(formatDate(scheda.dataInizio))})`)
    for (const gruppo of scheda.gruppi) {
      add(body, 'h4', t.gruppo(gruppo.nome))
      tabella(
        [c.esercizio, c.serie, c.ripetizioni, c.note],
        gruppo.dettagli.map((d) => [d.esercizio.nomenclatura, d.serie, d.ripetizioni, d.note]),
      )
    }
  }

  sezione(t.accessi)
  if (dati.accessi === null) add(body, 'p', t.nonDisponibile)
  else
    tabella(
      [it.gdpr.colonne.data, it.gdpr.colonne.utente, it.gdpr.colonne.cosa],
      dati.accessi.map((e) => [quando(e.data), e.utente, it.gdpr.cosa[e.cosa] ?? e.cosa]),
    )

  return `<!doctype html>\n${doc.documentElement.outerHTML}`
}
