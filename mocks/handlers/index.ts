/**
 * The fake backend's request handlers: one MSW handler for the URL families of the contract,
 * dispatching through the contract router (mocks/lib/dispatch.ts) to the implementations below,
 * keyed by operationId.
 * Any origin matches (browser, Jest, Storybook, the HTTP server).
 */
import { http } from 'msw'
import { dispatch, type ImplMap } from '../lib/dispatch'
import { analyticsImpls } from './analytics'
import { attrezzoImpls } from './attrezzo'
import { authImpls } from './auth'
import { cartellaImpls } from './cartella'
import { clienteImpls } from './cliente'
import { esercizioImpls } from './esercizio'
import { gdprImpls } from './gdpr'
import { genericImpls } from './generic'
import { helpImpls } from './help'
import { istruttoreImpls } from './istruttore'
import { massimaleImpls } from './massimale'
import { metodologiaImpls, metodoTipoImpls } from './metodologia'
import { progressioneImpls } from './progressione'
import { protocolloImpls } from './protocollo'
import { schedaImpls } from './scheda'
import { schedadettaglioImpls } from './schedadettaglio'
import { schedagruppoImpls } from './schedagruppo'
import { tenantImpls } from './tenant'
import { utenteImpls } from './utente'

/** Every implementation by operationId: the generic registry ones, then each module's own. */
export const implementations: ImplMap = {
  ...genericImpls,
  ...authImpls,
  ...utenteImpls,
  ...tenantImpls,
  ...analyticsImpls,
  ...helpImpls,
  ...attrezzoImpls,
  ...cartellaImpls,
  ...protocolloImpls,
  ...clienteImpls,
  ...gdprImpls,
  ...istruttoreImpls,
  ...massimaleImpls,
  ...esercizioImpls,
  ...metodologiaImpls,
  ...metodoTipoImpls,
  ...schedaImpls,
  ...schedagruppoImpls,
  ...schedadettaglioImpls,
  ...progressioneImpls,
}

const resolve = ({ request }: { request: Request }): Promise<Response | undefined> =>
  dispatch(request, implementations)

/** The URL families of the contract, on any origin. */
const API_PATH = /^\/(api|anagrafiche|help)\//

/**
 * A plain test of the path, not an MSW path pattern: MSW decodes a pattern's parameters with
 * decodeURIComponent and a malformed % would throw before the handler (a 500 with a stack trace);
 * the dispatcher answers it with a 400 instead.
 */
const isApiRequest = ({ request }: { request: Request }): boolean =>
  API_PATH.test(new URL(request.url).pathname)

export const handlers = [http.all(isApiRequest, resolve)]
