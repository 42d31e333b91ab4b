/**
 * The forms' script side of the guard (see form-guard-fields.ts): a fresh token is fetched when a
 * form is first used, and a form sent sooner than the server's minimum fill time waits out the
 * rest before it goes, so a person never sees the "sent too quickly" refusal.
 */
import { FORM_TOKEN_URL, HONEYPOT_FIELD, STARTED_FIELD } from './form-guard-fields.ts'

interface Started {
  at: number
  token: Promise<{ token: string; minFillMs: number } | null>
}

const started = new WeakMap<HTMLFormElement, Started>()

async function fetchToken(): Promise<{ token: string; minFillMs: number } | null> {
  try {
    const response = await fetch(FORM_TOKEN_URL, { headers: { accept: 'application/json' } })
    const data = (await response.json()) as { token?: unknown; min_fill_seconds?: unknown }
    if (typeof data.token !== 'string') return null
    return { token: data.token, minFillMs: Number(data.min_fill_seconds ?? 0) * 1000 }
  } catch {
    // The server then refuses the form with a sentence saying to reload the page.
    return null
  }
}

/** Notes that someone started filling in `form` (its first focus); idempotent. */
export function startForm(form: HTMLFormElement): Started {
  let entry = started.get(form)
  if (!entry) {
    entry = { at: performance.now(), token: fetchToken() }
    started.set(form, entry)
  }
  return entry
}

/** The guard's fields to send with `form`, once its minimum fill time has passed. */
export async function guardFields(form: HTMLFormElement): Promise<Record<string, string>> {
  const entry = startForm(form)
  const token = await entry.token
  if (!token) started.delete(form)
  const left = entry.at + (token?.minFillMs ?? 0) - performance.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD)
  return {
    [HONEYPOT_FIELD]: honeypot instanceof HTMLInputElement ? honeypot.value : '',
    [STARTED_FIELD]: token?.token ?? '',
  }
}
