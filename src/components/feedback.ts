/**
 * The one way to show feedback (toasts). Anything may call `notify` (the base query outside React,
 * pages inside it); <FeedbackHost/> turns the events into antd messages. Durations are those of
 * SPEC section 9: 2000 ms for success, 2500 ms for errors; a toast that offers an action (e.g.
 * "Annulla" after a deletion) stays longer, TOAST_ACTION_MS, to leave time to use it.
 */
import { TOAST_ACTION_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/config/constants'
import { notifiche } from '@/i18n/aree/notifiche'

export type FeedbackKind = 'success' | 'error' | 'info'

/** A button on a toast: clicking it runs `run` and closes the toast. */
export interface FeedbackAction {
  label: string
  run: () => void
}

export interface FeedbackEvent {
  kind: FeedbackKind
  /** One text, or several lines (e.g. the errors of a 422 answer). Always rendered as text. */
  text: string | readonly string[]
  durationMs: number
  action?: FeedbackAction
}

type Listener = (event: FeedbackEvent) => void

const listeners = new Set<Listener>()
/** Events raised while no host listens (e.g. at boot); delivered to the first host that mounts. */
const pending: FeedbackEvent[] = []
const MAX_PENDING = 10
/** Who mounts a host when an event waits for one (the providers load the host's code then). */
const hostWanted = new Set<() => void>()

export function showFeedback(event: FeedbackEvent): void {
  if (listeners.size === 0) {
    pending.push(event)
    if (pending.length > MAX_PENDING) pending.shift()
    for (const want of hostWanted) want()
    return
  }
  for (const listener of listeners) listener(event)
}

/**
 * Calls `want` when an event waits for a host (at once if one already does): the host's code
 * (antd's message) is loaded with the first toast, not with the first page. Returns the
 * unsubscribe function.
 */
export function whenHostWanted(want: () => void): () => void {
  hostWanted.add(want)
  if (pending.length > 0) want()
  return () => {
    hostWanted.delete(want)
  }
}

export const notify = {
  success(text: string | readonly string[] = notifiche.successo): void {
    showFeedback({ kind: 'success', text, durationMs: TOAST_SUCCESS_MS })
  },
  error(text: string | readonly string[]): void {
    showFeedback({ kind: 'error', text, durationMs: TOAST_ERROR_MS })
  },
  /** What a change did, with an action that takes it back or goes on (e.g. "Annulla"). */
  info(text: string, action?: FeedbackAction): void {
    showFeedback({
      kind: 'info',
      text,
      durationMs: action ? TOAST_ACTION_MS : TOAST_SUCCESS_MS,
      ...(action ? { action } : {}),
    })
  },
}

/** Listens to every feedback event; returns the unsubscribe function. */
export function subscribeFeedback(listener: Listener): () => void {
  listeners.add(listener)
  for (const event of pending.splice(0)) listener(event)
  return () => {
    listeners.delete(listener)
  }
}

/** Forgets events nobody has shown yet (tests call it between cases). */
export function clearPendingFeedback(): void {
  pending.length = 0
}
