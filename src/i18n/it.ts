import { applicazione } from './aree/applicazione'
import { comune } from './aree/comune'
import { crud } from './aree/crud'
import { errori } from './aree/errori'
import { notifiche } from './aree/notifiche'
import { menu } from './aree/menu'
import { login } from './aree/login'
import { serverEsterno } from './aree/serverEsterno'
import { trascinamento } from './aree/trascinamento'
import { conferma } from './aree/conferma'
import { barraSuperiore } from './aree/barraSuperiore'
import { benvenuto } from './aree/benvenuto'
import { azioni } from './aree/azioni'
import { lista } from './aree/lista'
import { reimpostaPassword } from './aree/reimpostaPassword'
import { preferenze } from './aree/preferenze'
import { dashboard } from './aree/dashboard'
import { aiuto } from './aree/aiuto'
import { foto } from './aree/foto'
import { dettaglio } from './aree/dettaglio'
import { cliente } from './aree/cliente'
import { tenant } from './aree/tenant'
import { utente } from './aree/utente'
import { analisiDati } from './aree/analisiDati'
import { esercizio } from './aree/esercizio'
import { metodologia } from './aree/metodologia'
import { istruttore } from './aree/istruttore'
import { libreria } from './aree/libreria'
import { cartella } from './aree/cartella'
import { protocollo } from './aree/protocollo'
import { volume } from './aree/volume'
import { confronto } from './aree/confronto'
import { scheda } from './aree/scheda'
import { patologie } from './aree/patologie'
import { carichi } from './aree/carichi'
import { datiDemoDimensione } from './aree/datiDemoDimensione'
import { gdpr } from './aree/gdpr'
import { progressione } from './aree/progressione'

/**
 * Every user-visible string, by area: one file per area in ./aree, assembled here as `it.<area>`.
 * Texts quoted by the spec are copied exactly. A new screen adds its area file and one line below;
 * keep one key per text (`npm run lint` checks it: scripts/check-i18n.ts).
 */
export const it = {
  applicazione,
  comune,
  crud,
  gdpr,
  errori,
  notifiche,
  progressione,
  trascinamento,
  conferma,
  menu,
  barraSuperiore,
  benvenuto,
  azioni,
  lista,
  login,
  reimpostaPassword,
  preferenze,
  dashboard,
  aiuto,
  foto,
  dettaglio,
  cliente,
  tenant,
  utente,
  analisiDati,
  esercizio,
  metodologia,
  istruttore,
  libreria,
  cartella,
  protocollo,
  volume,
  confronto,
  scheda,
  serverEsterno,
  patologie,
  carichi,
  datiDemoDimensione,
} as const
