import { useCallback, useContext, useRef, useState } from 'react'
import { Form, type FormInstance, type FormProps } from 'antd'
import { setFormErrors, type FieldAliases, type FormFieldError } from '@/api/errors'
import { keepEnterInPickers } from '@/components/keep-enter-in-pickers'
import { useChoice } from '@/components/use-confirm'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import { DetailRowContext } from './detail-row'

/**
 * Whether `values` would save something else than `saved`: two values are the same when their
 * bodies are (a trimmed space or a reordered id list the body keeps is a change, a text typed
 * back as it was is not).
 */
export function changed<V, B>(toBody: (values: V) => B, values: Partial<V>, saved: V): boolean {
  return JSON.stringify(toBody({ ...saved, ...values })) !== JSON.stringify(toBody(saved))
}

export interface DetailFormOptions<V, B, R> {
  /** The values the form starts from: the loaded row's, or a new one's. Read on the first render. */
  initialValues: V
  /** The body a save sends; it also says what a change is (see `changed`). */
  toBody: (values: V) => B
  /** Sends the body (create or update): resolves with the saved row, rejects to keep the form. */
  save: (body: B) => Promise<R>
  /**
   * After a successful save: the values the form is reset to (the saved row's), or nothing when
   * the page moves on (a new row goes to its own page).
   */
  onSaved: (saved: R) => V | void
  /** Body keys whose 422 errors belong to another field (`utente` -> the email field). */
  errorAliases?: FieldAliases
  /** The fields a refused save (422) marked, e.g. to show the tab that holds the first one. */
  onFieldErrors?: (fields: FormFieldError[]) => void
  /**
   * The form's values of a row as the server answers it (the mapping of `initialValues`): with
   * it, a save of a loaded row first reads the row again (DetailPage) and is held when what it
   * would overwrite changed since the form was loaded or last saved (see useDetailForm).
   */
  fromRow?: (row: R) => V
}

export interface DetailForm<V> {
  form: FormInstance<V>
  /** The form holds something a save would change: leaving the page asks first. */
  dirty: boolean
  /** A save is on its way (the Salva button's spinner). */
  saving: boolean
  /** The props of the page's antd Form: values, dirty tracking, save on submit, Enter in pickers. */
  formProps: Pick<FormProps<V>, 'form' | 'initialValues' | 'onFinish' | 'onKeyDown' | 'layout'>
  /** Puts the form back to the saved values (a page's "Annulla" that stays on the page). */
  reset: () => void
  /** Counts `values` as saved too (defaults the page proposes in a new form are no change). */
  acceptAsSaved: (values: Partial<V>) => void
}

/**
 * THE form of a detail page (with DetailPage around it): an antd Form started from the loaded row,
 * dirty whenever its body differs from the saved one (typing, list moves, values set by code)
 * which arms the unsaved-changes guard (route change, reload, tab close); Salva sends the body
 * once at a time, then the form is reset to the saved row's values and the guard disarmed; a
 * refused save keeps what was typed and shows a 422 answer's errors on their fields (the toast
 * comes from the API layer).
 *
 * Lost updates: before saving a loaded row (`fromRow`, under DetailPage) the row is
 * read again and compared with the one the form was loaded from (or last saved), as the save's
 * body: when what the save would write over changed elsewhere (another tab, a colleague) the
 * save is held and the user chooses: reload the row as it is now (what was typed is dropped),
 * overwrite it with what was typed, or go back to the form with what was typed. Comparing the
 * bodies, not a version: it works with any backend (the contract carries no version), and a
 * change the save would not touch (the picture, the GDPR acceptance, a field the form does not
 * send) raises no alarm. What it cannot catch is a change in the milliseconds between that read
 * and the write.
 */
export function useDetailForm<V extends object, B, R>({
  initialValues,
  toBody,
  save,
  onSaved,
  errorAliases,
  onFieldErrors,
  fromRow,
}: DetailFormOptions<V, B, R>): DetailForm<V> {
  const [form] = Form.useForm<V>()
  const [saved, setSaved] = useState(initialValues)
  const [first] = useState(initialValues)
  const [saving, setSaving] = useState(false)
  /** One save at a time: Enter in a field and a click on Salva must not send twice. */
  const busy = useRef(false)

  const differs = useCallback((all: Partial<V>) => changed(toBody, all, saved), [toBody, saved])
  const dirty = Form.useWatch(differs, { form, preserve: true }) ?? false
  const { markSaved } = useUnsavedChanges(dirty)
  const readRow = useContext(DetailRowContext)
  const choose = useChoice()

  /**
   * Whether the save may go on: the row as the server holds it now, compared with the one the
   * form started from; on a change, the user's choice. A row that cannot be read (gone, no
   * answer) leaves it to the save, whose failure is shown.
   */
  const freshEnough = async (): Promise<boolean> => {
    if (!readRow || !fromRow) return true
    let now: V
    try {
      now = fromRow((await readRow()) as R)
    } catch {
      return true
    }
    if (!changed(toBody, now, saved)) return true
    const t = it.dettaglio.conflitto
    const choice = await choose({
      title: t.titolo,
      content: t.testo,
      choices: [
        { key: 'continua', text: t.continua },
        { key: 'ricarica', text: t.ricarica },
        { key: 'sovrascrivi', text: t.sovrascrivi, primary: true, danger: true },
      ],
    })
    if (choice === 'ricarica') {
      setSaved(now)
      form.resetFields()
      form.setFieldsValue(now)
      return false
    }
    return choice === 'sovrascrivi'
  }

  const submit = async () => {
    if (busy.current) return
    busy.current = true
    setSaving(true)
    try {
      if (!(await freshEnough())) return
      const values: V = { ...saved, ...form.getFieldsValue(true) }
      const row = await save(toBody(values))
      markSaved()
      const next = onSaved(row)
      if (next) {
        setSaved(next)
        form.setFieldsValue(next)
      }
    } catch (error) {
      const fields = setFormErrors(form, error, errorAliases)
      if (fields.length > 0) onFieldErrors?.(fields)
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  const reset = () => form.setFieldsValue(saved)
  const acceptAsSaved = useCallback(
    (values: Partial<V>) => setSaved((current) => ({ ...current, ...values })),
    [],
  )

  return {
    form,
    dirty,
    saving,
    formProps: {
      form,
      layout: 'vertical',
      initialValues: first,
      onFinish: () => void submit(),
      onKeyDown: keepEnterInPickers,
    },
    reset,
    acceptAsSaved,
  }
}
