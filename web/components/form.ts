/**
 * The state of a form with live validation: a field shows its message once it has been changed or
 * left, and every field does after a first submit, which also moves focus to the first field at
 * fault. Messages from the server are shown too, until that field is changed.
 */
import { type ChangeEvent, type FocusEvent, type FormEvent, useState } from 'react'
import { type FieldErrors, type Rules, validate } from '../../common/form-rules.ts'
import type { FormAnswer, Submission } from '../pages/forms/types.ts'
import { guardFields, startForm } from './form-guard-client.ts'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface FormOptions<K extends string> {
  /** What the server answered a form posted without JavaScript: its values and messages. */
  initial?: Submission | null
  /** A field's value in the empty form where it is not '': the choice a group of radios starts on. */
  start?: Partial<Record<K, string>>
  /**
   * False for a form that is never posted: its controls get no name, so nothing typed in it (a
   * card number above all) could be submitted, even by accident.
   */
  named?: boolean
}

export function useForm<K extends string>(
  /** Prefix of the fields' ids, unique on the page: 'contact' gives 'contact-email'. */
  formId: string,
  rules: Rules<K>,
  { initial, start, named = true }: FormOptions<K> = {},
) {
  const keys = Object.keys(rules) as K[]
  const empty = (key: K) => start?.[key] ?? ''
  const [values, setValues] = useState(
    () => Object.fromEntries(keys.map((k) => [k, initial?.values[k] ?? empty(k)])) as Record<K, string>,
  )
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({})
  const [submitted, setSubmitted] = useState(Boolean(initial && initial.outcome === 'refused'))
  const [external, setExternal] = useState<FieldErrors<K>>((initial?.errors ?? {}) as FieldErrors<K>)
  const own = validate(rules, values)

  const idOf = (key: K) => `${formId}-${key}`
  const errorOf = (key: K): string | undefined =>
    external[key] ?? (submitted || touched[key] ? own[key] : undefined)

  const touch = (key: K) => setTouched((t) => (t[key] ? t : { ...t, [key]: true }))
  const set = (key: K, value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    setExternal((e) => {
      if (!(key in e)) return e
      const { [key]: _, ...rest } = e
      return rest as FieldErrors<K>
    })
    touch(key)
  }

  return {
    values,
    idOf,
    errorOf,
    set,
    /** A message found outside the rules (a file's content, the server): shown until the field changes. */
    setError: (key: K, message: string) => setExternal((e) => ({ ...e, [key]: message })),
    /** What a text input, select or textarea needs: name (unless never posted), value and the handlers. */
    bind: (key: K) => ({
      name: named ? key : undefined,
      value: values[key],
      onChange: (event: ChangeEvent<Control>) => set(key, event.target.value),
      onBlur: () => touch(key),
    }),
    /** Shows every message; true when the form may be sent, else focuses the first field at fault. */
    check(): boolean {
      setSubmitted(true)
      const first = keys.find((k) => external[k] ?? own[k])
      if (first) document.getElementById(idOf(first))?.focus()
      return !first
    },
    /** Takes the server's messages of a refused form. */
    showServerErrors(errors: Record<string, string>) {
      setExternal(errors as FieldErrors<K>)
      const first = keys.find((k) => errors[k])
      if (first) document.getElementById(idOf(first))?.focus()
    },
    /**
     * Puts the given fields (all by default) back as the empty form had them and hides the messages
     * until the next submit: a sent form starts again, and the card details a donation clears are
     * not flagged as missing.
     */
    reset(only: readonly K[] = keys) {
      const others = <T>(record: Partial<Record<K, T>>) =>
        Object.fromEntries(Object.entries(record).filter(([k]) => !only.includes(k as K))) as Partial<
          Record<K, T>
        >
      setValues((v) => ({ ...v, ...Object.fromEntries(only.map((k) => [k, empty(k)])) }))
      setTouched(others)
      setSubmitted(false)
      setExternal(others)
    },
  }
}

/** The state useForm gives: what TextField and HonestForm take. */
export type Form<K extends string> = ReturnType<typeof useForm<K>>

const UNREACHABLE = 'We could not reach the server. Please check your connection and try again.'

/**
 * Posts JSON (or FormData, for a file) and reads the JSON answer; a network failure gives status 0
 * with a sentence to show. The site's form endpoints answer JSON because the request asks for it.
 */
export async function post(url: string, body: object | FormData): Promise<{ status: number; data: unknown }> {
  const form = body instanceof FormData
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: form
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
      body: form ? body : JSON.stringify(body),
    })
    return { status: response.status, data: await response.json().catch(() => null) }
  } catch {
    return { status: 0, data: { detail: UNREACHABLE } }
  }
}

/** The server's sentence in an answer, or one that says what happened. */
export const detailOf = (answer: { status: number; data: unknown }) =>
  (answer.data as { detail?: unknown } | null)?.detail?.toString() ??
  `The server answered ${answer.status}. Please try again later.`

/** Sends a form to one of the site's form endpoints and reads the answer as a Submission. */
export async function sendForm(url: string, body: Record<string, string> | FormData): Promise<Submission> {
  const values = body instanceof FormData ? {} : body
  const answer = await post(url, body)
  const data = answer.data as FormAnswer | null
  const detail = detailOf(answer)
  if (answer.status >= 200 && answer.status < 300)
    return { values, errors: {}, outcome: data?.mailed === false ? 'not-mailed' : 'sent', detail }
  const errors = Object.fromEntries(
    Object.entries(data?.errors ?? {}).map(([key, messages]) => [key, messages[0] ?? '']),
  )
  return { values, errors, outcome: 'refused', detail }
}

/**
 * A form sent to one of the site's form endpoints: the last answer (at first the one a form posted
 * without JavaScript got with its page), whether one is on its way, the submit handler (it checks
 * first, then shows the messages of a refused form or empties a received one), and the server's
 * sentence when it refused without blaming a field.
 */
export function useSend<K extends string>(
  form: Form<K>,
  url: string,
  initial: Submission | null,
  /** What to send: the values, or the volunteer form's FormData with its file. */
  body: (element: HTMLFormElement) => Record<string, string> | FormData = () => form.values,
) {
  const [result, setResult] = useState(initial)
  const [sending, setSending] = useState(false)
  return {
    result,
    sending,
    problem: result?.outcome === 'refused' && Object.keys(result.errors).length === 0 ? result.detail : null,
    /** The form's first focus: the guard's minimum fill time counts from here. */
    start(event: FocusEvent<HTMLFormElement>) {
      startForm(event.currentTarget)
    },
    async submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault()
      const element = event.currentTarget
      if (sending || !form.check()) return
      setSending(true)
      const guard = await guardFields(element)
      const content = body(element)
      if (content instanceof FormData)
        for (const [key, value] of Object.entries(guard)) content.set(key, value)
      const answer = await sendForm(url, content instanceof FormData ? content : { ...content, ...guard })
      setSending(false)
      setResult(answer)
      if (answer.outcome === 'refused') form.showServerErrors(answer.errors)
      else form.reset()
    },
    /** Back to the empty form after a received one. */
    again() {
      form.reset()
      setResult(null)
    },
  }
}
