/** The middle value of a perf figure's runs (the upper middle for an even count; NaN for none). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
