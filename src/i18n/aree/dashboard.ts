import { tenant } from './tenant'
/** An area of the dictionary, assembled by src/i18n/it.ts as `it.dashboard`. */
export const dashboard = {
  saluto: (nome: string) => `Ciao, ${nome}`,
  clientiRecenti: 'Ultimi clienti inseriti',
  schedeRecenti: 'Ultime schede',
  tenantScadenze: 'Scadenze dei tenant',
  tenant: 'Tenant',
  scadenza: 'Scadenza',
  attivo: tenant.attivo,
  disattivato: tenant.disattivato,
  scaduto: tenant.scaduto,
  inScadenza: 'In scadenza',
  analisi: 'Analisi dei dati (tutti i tenant)',
  aggiornatoIl: (quando: string) => `Aggiornato il ${quando}`,
  vediTutti: 'Vedi tutti',
} as const
