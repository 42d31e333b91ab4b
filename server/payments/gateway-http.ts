/**
 * One request to a payment gateway's API, answered in JSON within a time limit. A hung gateway
 * must not hold a donor's request (or the reconciliation) open, and a gateway's failure must read
 * as one clear PaymentGatewayError. Messages name the API, never the URL: SSLCommerz's APIs take
 * the store password in the query string.
 */
import { PaymentGatewayError } from './provider.ts'

export interface GatewayRequest {
  /** For messages: "SSLCommerz validation API". */
  api: string
  url: URL
  /** A form body makes it a POST (application/x-www-form-urlencoded); without, a GET. */
  form?: Record<string, string>
  timeoutMs: number
}

export async function requestJson(request: GatewayRequest): Promise<Record<string, unknown>> {
  const { api, url, form, timeoutMs } = request
  let status: number
  let text: string
  try {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form ? new URLSearchParams(form) : undefined,
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
    status = response.status
    // The time limit covers the body too: a gateway that sends headers and then stalls times out.
    text = await response.text()
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new PaymentGatewayError(
      timedOut ? `${api} did not answer within ${timeoutMs} ms` : `${api} could not be reached`,
      { cause: error },
    )
  }
  if (status < 200 || status > 299) throw new PaymentGatewayError(`${api} answered HTTP ${status}`)
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // reported below, with the same message as valid JSON of the wrong shape
  }
  throw new PaymentGatewayError(`${api} answered something other than a JSON object`)
}
