import { Button, Dropdown, Flex, Space, Typography } from 'antd'
import {
  CloseOutlined,
  CopyOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  DownOutlined,
  LinkOutlined,
  SwapOutlined,
} from '@ant-design/icons'
import { notify } from '@/components/feedback'
import { it } from '@/i18n/it'
import type { Metodologia } from '../types'
import type { GruppoScelta } from './SpostaInGruppoDialog'
import { nomeMetodologia } from './MetodologiaPicker'
import { collegaEsercizi, metodologiePerBlocco, RIGHE_BLOCCO, type TipoBlocco } from './superserie'
import type { Dettaglio } from './tree'
import type { BuilderActions } from './use-builder'
import { valoriDaCicli } from './valori'

const t = it.scheda.selezione
const f = it.scheda.fatto
const TIPI: readonly TipoBlocco[] = ['superserie', 'triserie', 'circuito']

export interface SelezioneBarProps {
  /** Every row of the group, in order. */
  righe: readonly Dettaglio[]
  /** The rows selected, in the group's order. */
  selezionate: readonly Dettaglio[]
  metodologie: ReadonlyMap<number, Metodologia>
  altriGruppi: readonly GruppoScelta[]
  actions: BuilderActions
  onClear: () => void
}

/** "2 esercizi" for a kind of block: how many rows it takes. */
const quante = (tipo: TipoBlocco) => {
  const { min, max } = RIGHE_BLOCCO[tipo]
  return max === Infinity ? `${min}+` : String(min)
}

/**
 * What can be done with the rows selected, in one action: make them a superserie, triserie or
 * circuito (with the right methodology: the default of its kind, or another from the menu), undo a
 * block, copy them, move them to another group, delete them. Each change says what it did on a
 * toast, with Annulla (and Ctrl+Z).
 */
export function SelezioneBar({
  righe,
  selezionate,
  metodologie,
  altriGruppi,
  actions,
  onClear,
}: SelezioneBarProps) {
  const ids = selezionate.map((d) => d.id)
  const n = selezionate.length
  const annulla = { label: it.comune.annulla, run: () => actions.annulla() }
  const inBlocco = selezionate.filter((d) =>
    collegaEsercizi(d.metodologia ? metodologie.get(d.metodologia.id) : undefined),
  )

  // The rows the new block will touch: the one before the first selected, the first one after it
  // not selected. The default methodology is one they do not have (else the blocks would merge).
  const first = righe.findIndex((d) => d.id === ids[0])
  const vicini = new Set(
    [righe[first - 1], righe.slice(first + 1).find((d) => !ids.includes(d.id))].map(
      (d) => d?.metodologia?.id,
    ),
  )
  const predefinitaPer = (scelte: readonly Metodologia[]) =>
    scelte.find((m) => !vicini.has(m.id)) ?? scelte[0]

  const applica = (tipo: TipoBlocco, m: Metodologia) => {
    const nome = t.tipoBlocco[tipo]
    const conValori = actions.blocco(ids, m, it.scheda.storia.blocco(nome, n))
    const cicli = valoriDaCicli(m.metodologiaCicli ?? [])
    const testo = f.blocco(nome, n, m.codice)
    if (conValori > 0 && Object.keys(cicli).length > 0) {
      const ref = { id: m.id, codice: m.codice, descrizione: m.descrizione }
      notify.info(`${testo}: ${f.bloccoValori(conValori)}`, {
        label: f.applicaCicli,
        run: () =>
          actions.setMetodologia(ids, ref, () => cicli, it.scheda.storia.valoriCicli(m.codice)),
      })
    } else {
      notify.info(testo, annulla)
    }
    onClear()
  }

  return (
    <div className="scheda-selezione" role="toolbar" aria-label={t.barra}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong aria-live="polite">
          {t.selezionati(n)}
        </Typography.Text>
        {TIPI.map((tipo) => {
          const nome = t.tipoBlocco[tipo]
          const { min, max } = RIGHE_BLOCCO[tipo]
          const scelte = metodologiePerBlocco(tipo, metodologie.values())
          const predefinita = predefinitaPer(scelte)
          const giusto = n >= min && n <= max
          const title = !predefinita
            ? t.nessunaMetodologia(nome)
            : giusto
              ? `${nome}: ${nomeMetodologia(predefinita)}`
              : t.serveN(nome, quante(tipo))
          return (
            <Space.Compact key={tipo}>
              <Button
                icon={<LinkOutlined aria-hidden />}
                disabled={!giusto || !predefinita}
                title={title}
                onClick={() => predefinita && applica(tipo, predefinita)}
              >
                {nome}
              </Button>
              <Dropdown
                trigger={['click']}
                disabled={!giusto || scelte.length < 2}
                menu={{
                  items: scelte.map((m) => ({ key: String(m.id), label: nomeMetodologia(m) })),
                  onClick: ({ key }) => {
                    const m = scelte.find((x) => String(x.id) === key)
                    if (m) applica(tipo, m)
                  },
                }}
              >
                <Button
                  icon={<DownOutlined aria-hidden />}
                  aria-label={t.altreMetodologie(nome)}
                  title={t.altreMetodologie(nome)}
                  disabled={!giusto || scelte.length < 2}
                />
              </Dropdown>
            </Space.Compact>
          )
        })}
        <Button
          icon={<DisconnectOutlined aria-hidden />}
          disabled={inBlocco.length === 0}
          title={t.sciogliAiuto}
          onClick={() => {
            actions.setMetodologia(
              inBlocco.map((d) => d.id),
              null,
              undefined,
              it.scheda.storia.sciogli(inBlocco.length),
            )
            notify.info(f.sciolto(inBlocco.length), annulla)
          }}
        >
          {t.sciogli}
        </Button>
        <Button
          icon={<CopyOutlined aria-hidden />}
          title={t.conTasto(t.copia, 'Ctrl+C')}
          aria-keyshortcuts="Control+C"
          onClick={() => notify.info(f.copiati(actions.copia(ids)))}
        >
          {t.copia}
        </Button>
        <Dropdown
          trigger={['click']}
          disabled={altriGruppi.length === 0}
          menu={{
            items: altriGruppi.map((g) => ({
              key: String(g.id),
              label: it.scheda.nelGruppo(g.label),
            })),
            onClick: ({ key }) => {
              const target = altriGruppi.find((g) => String(g.id) === key)
              if (!target) return
              actions.sposta(ids, target.id, target.length)
              notify.info(f.spostati(n, target.label), annulla)
              onClear()
            },
          }}
        >
          <Button icon={<SwapOutlined aria-hidden />} disabled={altriGruppi.length === 0}>
            {t.spostaIn}
          </Button>
        </Dropdown>
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          title={t.conTasto(it.comune.elimina, 'Canc')}
          aria-keyshortcuts="Delete"
          onClick={() => {
            actions.elimina(ids)
            notify.info(
              n === 1 ? f.eliminato(selezionate[0]!.esercizio.nomenclatura) : f.eliminati(n),
              annulla,
            )
            onClear()
          }}
        >
          {it.comune.elimina}
        </Button>
        <Button
          type="text"
          icon={<CloseOutlined aria-hidden />}
          title={t.conTasto(t.deseleziona, 'Esc')}
          aria-keyshortcuts="Escape"
          onClick={onClear}
        >
          {t.deseleziona}
        </Button>
      </Flex>
    </div>
  )
}
