/**
 * A stand-in for SSLCommerz on 127.0.0.1 (a random port) speaking its documented v4 protocol, so
 * no test sends traffic off the machine: the session API, a gateway page, the signed callback and
 * IPN, the validation API (VALID, then VALIDATED, or INVALID_TRANSACTION) and the transaction
 * query, refund and refund query APIs. `misbehave` makes it lie or fail the way a gateway, or
 * someone in between, might. Point the provider at it with SSLCOMMERZ_BASE_URL = `baseUrl`.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseAmount, sumAmounts } from '../../common/money.ts'
import { signFields } from '../../server/payments/sslcommerz-signature.ts'

export interface Misbehaviour {
  /** The validation and query APIs report this amount (decimal text) instead of the real one. */
  amount?: string
  /** …or this currency. */
  currency?: string
  /** Callbacks are signed with the wrong password. */
  badSignature?: boolean
  /** The validation API knows no val_id (INVALID_TRANSACTION). */
  unknownValId?: boolean
  /** The validation API flags the payment as risky (risk_level 1). */
  risky?: boolean
  /** Every API accepts the connection and never answers. */
  hang?: boolean
  /** Every API answers HTTP 500. */
  serverError?: boolean
}

type Outcome = 'success' | 'fail' | 'cancel'

interface Session {
  key: string
  form: Record<string, string>
  /** Set once the donor has gone through the gateway page. */
  paid?: { valId: string; bankTranId: string; status: 'VALID' | 'FAILED' | 'CANCELLED'; validated: boolean }
}

interface Refund {
  ref: string
  bankTranId: string
  amount: string
}

/** The card number SSLCommerz returns, masked: the provider must never pass it on. */
export const MASKED_CARD = '432149XXXXXX0667'

export interface SslcommerzStandIn {
  baseUrl: string
  storeId: string
  storePassword: string
  misbehave: Misbehaviour
  /** Every API request, by path, in order. */
  calls: { path: string; params: Record<string, string> }[]
  /**
   * The donor finishes on the gateway page: the IPN is POSTed to the session's ipn_url (when
   * `ipn` is not false) and the fields the browser would POST to the success/fail/cancel URL are
   * returned.
   */
  pay(sessionKey: string, outcome: Outcome, options?: { ipn?: boolean }): Promise<Record<string, string>>
  close(): Promise<void>
}

export async function startSslcommerzStandIn(
  credentials = { storeId: 'kizuna0test', storePassword: 'kizuna0test@ssl' },
): Promise<SslcommerzStandIn> {
  const sessions = new Map<string, Session>()
  const refunds: Refund[] = []
  const standIn: SslcommerzStandIn = {
    baseUrl: '',
    ...credentials,
    misbehave: {},
    calls: [],
    pay,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const byTranId = (tranId: string) => [...sessions.values()].filter((s) => s.form.tran_id === tranId)

  /** What a paid session looks like in the validation and query answers. */
  function transaction(session: Session): Record<string, string> {
    const { form, paid } = session
    const amount = standIn.misbehave.amount ?? form.total_amount ?? ''
    return {
      status:
        paid?.status === 'VALID' ? (paid.validated ? 'VALIDATED' : 'VALID') : (paid?.status ?? 'PENDING'),
      tran_date: '2026-11-25 12:00:00',
      tran_id: form.tran_id ?? '',
      val_id: paid?.valId ?? '',
      amount,
      store_amount: amount,
      currency: 'BDT',
      bank_tran_id: paid?.bankTranId ?? '',
      card_type: 'BKASH-BKash',
      card_no: MASKED_CARD,
      card_issuer: 'BKash Mobile Banking',
      card_brand: 'MOBILEBANKING',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: standIn.misbehave.currency ?? form.currency ?? '',
      currency_amount: amount,
      currency_rate: '1.0000',
      risk_level: standIn.misbehave.risky ? '1' : '0',
      risk_title: standIn.misbehave.risky ? 'Risky' : 'Safe',
    }
  }

  async function pay(sessionKey: string, outcome: Outcome, options: { ipn?: boolean } = {}) {
    const session = sessions.get(sessionKey)
    if (!session) throw new Error(`the stand-in has no session ${sessionKey}`)
    const status = outcome === 'success' ? 'VALID' : outcome === 'fail' ? 'FAILED' : 'CANCELLED'
    session.paid = { valId: id('VAL'), bankTranId: id('BTX'), status, validated: false }
    const { form } = session
    const fields: Record<string, string> = {
      status,
      tran_date: '2026-11-25 12:00:00',
      tran_id: form.tran_id ?? '',
      amount: form.total_amount ?? '',
      store_amount: form.total_amount ?? '',
      currency: 'BDT',
      currency_type: form.currency ?? '',
      currency_amount: form.total_amount ?? '',
      currency_rate: '1.0000',
      store_id: standIn.storeId,
      ...(status === 'VALID'
        ? { val_id: session.paid.valId, bank_tran_id: session.paid.bankTranId, card_type: 'BKASH-BKash' }
        : { error: outcome === 'cancel' ? 'Cancelled by User' : 'Declined by the bank' }),
    }
    const keys = Object.keys(fields).sort()
    const password = standIn.misbehave.badSignature ? 'not-the-password' : standIn.storePassword
    const signed = {
      ...fields,
      // Sent by SSLCommerz but not signed: the provider must not rely on it.
      card_no: status === 'VALID' ? MASKED_CARD : '',
      verify_sign: signFields(fields, keys, password),
      verify_key: keys.join(','),
    }
    if (options.ipn !== false && form.ipn_url) {
      await fetch(form.ipn_url, { method: 'POST', body: new URLSearchParams(signed) })
    }
    return signed
  }

  function api(path: string, params: Record<string, string>): Record<string, unknown> {
    const authorised = params.store_id === standIn.storeId && params.store_passwd === standIn.storePassword
    if (path === '/gwprocess/v4/api.php') {
      if (!authorised)
        return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' }
      const missing = [
        'tran_id',
        'total_amount',
        'currency',
        'success_url',
        'fail_url',
        'cancel_url',
        'cus_name',
      ].filter((name) => !params[name])
      if (missing.length > 0) return { status: 'FAILED', failedreason: `Missing: ${missing.join(', ')}` }
      const key = id('SK').toUpperCase()
      sessions.set(key, { key, form: params })
      return {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: key,
        GatewayPageURL: `${standIn.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${key}`,
      }
    }
    if (!authorised) return { APIConnect: 'INVALID_REQUEST', status: 'INVALID_TRANSACTION' }
    if (path === '/validator/api/validationserverAPI.php') {
      const session = [...sessions.values()].find(
        (s) => s.paid?.status === 'VALID' && s.paid.valId === params.val_id,
      )
      if (!session?.paid || standIn.misbehave.unknownValId)
        return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' }
      const answer = { ...transaction(session), APIConnect: 'DONE', validated_on: '2026-11-25 12:00:05' }
      session.paid.validated = true
      return answer
    }
    if (path === '/validator/api/merchantTransIDvalidationAPI.php') {
      if (params.refund_amount) return refund(params)
      if (params.refund_ref_id) {
        const found = refunds.find((r) => r.ref === params.refund_ref_id)
        return found
          ? {
              APIConnect: 'DONE',
              refund_ref_id: found.ref,
              bank_tran_id: found.bankTranId,
              status: 'refunded',
            }
          : { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' }
      }
      const found = byTranId(params.tran_id ?? '').filter((s) => s.paid)
      return { APIConnect: 'DONE', no_of_trans_found: found.length, element: found.map(transaction) }
    }
    return { APIConnect: 'INVALID_REQUEST' }
  }

  function refund(params: Record<string, string>): Record<string, unknown> {
    const session = [...sessions.values()].find(
      (s) => s.paid?.status === 'VALID' && s.paid.bankTranId === params.bank_tran_id,
    )
    if (!session) return { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid bank_tran_id' }
    const again = refunds.find((r) => r.ref === `RF-${params.refe_id}`)
    if (again) return { APIConnect: 'DONE', status: 'processing', refund_ref_id: again.ref }
    const toPaisa = (value: string | undefined) => parseAmount(value) ?? 0n
    const refunded = sumAmounts(
      refunds.filter((r) => r.bankTranId === params.bank_tran_id).map((r) => toPaisa(r.amount)),
    )
    if (refunded + toPaisa(params.refund_amount) > toPaisa(session.form.total_amount)) {
      return {
        APIConnect: 'DONE',
        status: 'failed',
        errorReason: 'Refund amount exceeds the transaction amount',
      }
    }
    const ref = `RF-${params.refe_id}`
    refunds.push({ ref, bankTranId: params.bank_tran_id ?? '', amount: params.refund_amount ?? '' })
    return {
      APIConnect: 'DONE',
      status: 'success',
      bank_tran_id: params.bank_tran_id,
      trans_id: params.refund_trans_id,
      refund_ref_id: ref,
    }
  }

  /** The gateway page: a button per outcome; choosing one sends the browser to the merchant. */
  async function gatewayPage(req: IncomingMessage, res: ServerResponse, params: Record<string, string>) {
    const session = sessions.get(params.SESSIONKEY ?? '')
    if (!session) return send(res, 404, 'text/plain', 'No such session')
    const outcome = params.outcome as Outcome | undefined
    if (req.method !== 'POST' || !outcome) {
      const buttons = ['success', 'fail', 'cancel']
        .map((o) => `<button name="outcome" value="${o}">${o}</button>`)
        .join('')
      return send(
        res,
        200,
        'text/html',
        `<form method="post"><input type="hidden" name="SESSIONKEY" value="${session.key}">${buttons}</form>`,
      )
    }
    const fields = await pay(session.key, outcome)
    const target = session.form[`${outcome === 'success' ? 'success' : outcome}_url`] ?? ''
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('')
    send(
      res,
      200,
      'text/html',
      `<form id="f" method="post" action="${escapeHtml(target)}">${inputs}</form><script>document.getElementById('f').submit()</script>`,
    )
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', standIn.baseUrl)
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(await body(req))),
    }
    if (url.pathname === '/gwprocess/v4/gw.php') return gatewayPage(req, res, params)
    standIn.calls.push({ path: url.pathname, params })
    if (standIn.misbehave.hang) return // the socket stays open until the client gives up or close()
    if (standIn.misbehave.serverError) return send(res, 500, 'text/html', '<h1>Internal Server Error</h1>')
    send(res, 200, 'application/json', JSON.stringify(api(url.pathname, params)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return standIn
}

function id(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex')}`
}

function send(res: ServerResponse, status: number, type: string, text: string): void {
  res.writeHead(status, { 'content-type': type }).end(text)
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
