import { useId, useMemo, useRef, useState } from 'react'
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined'
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined'
import { lightIcon } from '@/components/light-icon'
import { it } from '@/i18n/it'
import {
  alternative,
  conflittiAttivi,
  ignoraConflitti,
  NESSUNA_IGNORATA,
  type Conflitto,
} from '../analisi/patologie'
import type { AnalisiPatologie } from '../analisi/use-patologie'
import type { Dettaglio, EsercizioSlim } from './tree'
import type { BuilderActions } from './use-builder'

const t = it.patologie

export interface AvvisoPatologieProps {
  dettaglio: Dettaglio
  /** Every conflict of the detail's exercise with the client's pathologies (not empty). */
  conflitti: readonly Conflitto[]
  analisi: AnalisiPatologie
  actions: BuilderActions
}

const slim = (e: EsercizioSlim): EsercizioSlim => ({
  id: e.id,
  nomenclatura: e.nomenclatura,
  flagAttrezzoMacchina: e.flagAttrezzoMacchina ?? null,
  attrezzo: e.attrezzo ?? null,
})

const nomi = (conflitti: readonly Conflitto[]) => t.elenco(conflitti.map((c) => c.patologia.nome))

/**
 * The pathology warning of one detail of a client's sheet: which pathologies, why, and up to three
 * alternatives that replace the exercise in one click (keeping its values). "Mantieni esercizio"
 * dismisses it on the detail (saved with it); a dismissed warning shows as a quiet "Avviso
 * ignorato" that opens it again.
 */
export function AvvisoPatologie({ dettaglio, conflitti, analisi, actions }: AvvisoPatologieProps) {
  const titleId = useId()
  const [aperto, setAperto] = useState(false)
  // Where the focus goes when the block it was in goes away (kept, shown again).
  const focusDopo = useRef(false)
  const prendiFocus = (el: HTMLElement | null) => {
    if (el && focusDopo.current) {
      focusDopo.current = false
      el.focus()
    }
  }
  const attivi = useMemo(() => conflittiAttivi(conflitti, dettaglio), [conflitti, dettaglio])
  const nome = dettaglio.esercizio.nomenclatura
  const mostra = attivi.length > 0 || aperto
  const esercizio = analisi.perId.get(dettaglio.esercizio.id)
  const proposte = useMemo(
    () => (mostra && esercizio ? alternative(esercizio, analisi.catalogo, analisi.patologie) : []),
    [mostra, esercizio, analisi],
  )

  if (!mostra) {
    return (
      <div className="scheda-avviso-chiuso">
        <button
          type="button"
          className="scheda-avviso-tag"
          ref={prendiFocus}
          aria-expanded={false}
          aria-label={t.ignoratoDi(nome, nomi(conflitti))}
          onClick={() => {
            focusDopo.current = true
            setAperto(true)
          }}
        >
          {lightIcon(WarningOutlined)} {t.ignorato}
        </button>
      </div>
    )
  }

  const mostrati = attivi.length > 0 ? attivi : conflitti
  return (
    <div
      ref={prendiFocus}
      className="scheda-avviso"
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="scheda-avviso-titolo">
        <span className="scheda-avviso-icona">{lightIcon(WarningOutlined)}</span>
        <strong id={titleId}>{t.avviso(nome, nomi(mostrati))}</strong>
      </div>
      {/* No lists in a row: the row is itself an item of the group's list (kept flat for it). */}
      <div className="scheda-avviso-motivi">
        {mostrati.map((c) => (
          <p key={`${c.patologia.tipo}:${c.patologia.id}`}>
            {t.motivo[c.motivo](c.patologia.nome)}
          </p>
        ))}
      </div>
      <div className="scheda-avviso-sottotitolo">{t.alternative}</div>
      {proposte.length === 0 ? (
        <p className="scheda-avviso-vuoto">{t.nessunaAlternativa}</p>
      ) : (
        <div className="scheda-avviso-alternative" role="group" aria-label={t.alternativeDi(nome)}>
          {proposte.map((a) => (
            <div key={a.esercizio.id} className="scheda-avviso-alternativa">
              <span>
                <span className="scheda-avviso-nome">{a.esercizio.nomenclatura}</span>
                <span className="scheda-avviso-dettagli">
                  {[
                    a.esercizio.attrezzo?.nome,
                    t.comuni(a.muscoliComuni),
                    a.stessoAttrezzo && a.esercizio.attrezzo ? t.stessoAttrezzo : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <button
                type="button"
                className="scheda-avviso-btn"
                aria-label={it.comune.sostituisciCon(nome, a.esercizio.nomenclatura)}
                onClick={() => {
                  setAperto(false)
                  actions.sostituisciEsercizio(dettaglio.id, slim(a.esercizio))
                }}
              >
                {lightIcon(SwapOutlined)} {t.sostituisci}
              </button>
            </div>
          ))}
        </div>
      )}
      <div className="scheda-avviso-azioni">
        {attivi.length > 0 ? (
          <button
            type="button"
            className="scheda-avviso-btn"
            aria-label={t.mantieniDi(nome)}
            onClick={() => {
              focusDopo.current = true
              setAperto(false)
              actions.ignoraPatologie(dettaglio.id, ignoraConflitti(dettaglio, attivi))
            }}
          >
            {t.mantieni}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="scheda-avviso-btn"
              aria-label={t.riattivaDi(nome)}
              onClick={() => actions.ignoraPatologie(dettaglio.id, NESSUNA_IGNORATA)}
            >
              {t.riattiva}
            </button>
            <button
              type="button"
              className="scheda-avviso-btn"
              aria-expanded
              aria-label={t.nascondiDi(nome)}
              onClick={() => {
                focusDopo.current = true
                setAperto(false)
              }}
            >
              {t.nascondi}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
