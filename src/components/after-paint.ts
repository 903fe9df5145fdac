/**
 * Runs `fn` once the frame being made has been painted: at the next animation frame, then in a
 * task of its own (after that frame's rendering). Answers a cancel.
 */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
