/**
 * The load settings of Preferenze: the plate step the kg from a maximum are rounded to,
 * and after how many weeks a maximum is to be tested again. Absent from the stored preferences:
 * the defaults. (The fields are the contract's Preferenze.arrotondamentoCarichi and
 * settimaneRitestMassimale.)
 */
/** The plate steps a trainer can choose (kg). */
export const PASSI_ARROTONDAMENTO = [1, 1.25, 2.5, 5] as const
export type PassoArrotondamento = (typeof PASSI_ARROTONDAMENTO)[number]
export const PASSO_PREDEFINITO: PassoArrotondamento = 2.5
export const SETTIMANE_RITEST_PREDEFINITE = 8
export const SETTIMANE_RITEST_MAX = 52

/** The two settings of the loads, from the preferences (absent: the defaults). */
export interface ImpostazioniCarichi {
  passo: number
  settimaneRitest: number
}

export const impostazioniCarichi = (preferenze: {
  arrotondamentoCarichi?: number | null
  settimaneRitestMassimale?: number | null
}): ImpostazioniCarichi => ({
  passo: preferenze.arrotondamentoCarichi ?? PASSO_PREDEFINITO,
  settimaneRitest: preferenze.settimaneRitestMassimale ?? SETTIMANE_RITEST_PREDEFINITE,
})
