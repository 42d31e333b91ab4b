import { HONEYPOT_FIELD, STARTED_FIELD, STARTED_PLACEHOLDER } from './form-guard-fields.ts'

/**
 * The hidden part of every public form (see form-guard-fields.ts). The honeypot is moved off
 * screen, out of the tab order and hidden from assistive technology, so its label is never read
 * to anyone who could fill it in by mistake. The token input keeps the placeholder (the script
 * sends a fresh token in its place; see form-guard-fields.ts); it stays raw HTML so that React
 * never manages its value.
 */
export function FormGuard() {
  return (
    <div className="form-guard" aria-hidden="true">
      <label>
        Leave this field empty
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <span
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup, no user input
        dangerouslySetInnerHTML={{
          __html: `<input type="hidden" name="${STARTED_FIELD}" value="${STARTED_PLACEHOLDER}">`,
        }}
      />
    </div>
  )
}
