/**
 * The SSLCommerz provider against the stand-in gateway on 127.0.0.1: nothing leaves the machine.
 */
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  MASKED_CARD,
  type SslcommerzStandIn,
  startSslcommerzStandIn,
} from '../../tests/support/sslcommerz-stand-in.ts'
import { type ExpectedPayment, PaymentGatewayError, type PendingPayment } from './provider.ts'
import { SslcommerzProvider } from './sslcommerz.ts'
import { paymentConfig, SSLCOMMERZ_HOSTS } from './sslcommerz-config.ts'
import { signFields } from './sslcommerz-signature.ts'

let standIn: SslcommerzStandIn
let provider: SslcommerzProvider
/** Receives the IPNs the stand-in sends, as our server's IPN route would. */
let ipnServer: Server
const ipns: Record<string, string>[] = []
let ipnUrl: string
let nextId = 0

beforeAll(async () => {
  standIn = await startSslcommerzStandIn()
  provider = providerFor(standIn.baseUrl)
  ipnServer = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    ipns.push(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())))
    res.end('OK')
  })
  await new Promise<void>((resolve) => ipnServer.listen(0, '127.0.0.1', resolve))
  ipnUrl = `http://127.0.0.1:${(ipnServer.address() as AddressInfo).port}/ipn`
})

afterAll(async () => {
  await standIn.close()
  await new Promise((resolve) => ipnServer.close(resolve))
})

afterEach(() => {
  standIn.misbehave = {}
  standIn.calls.length = 0
  ipns.length = 0
})

function providerFor(baseUrl: string, timeoutMs = 2_000): SslcommerzProvider {
  const config = paymentConfig({
    SSLCOMMERZ_STORE_ID: standIn.storeId,
    SSLCOMMERZ_STORE_PASSWORD: standIn.storePassword,
    SSLCOMMERZ_BASE_URL: baseUrl,
  })
  if (!config) throw new Error('no config')
  return new SslcommerzProvider({ ...config, timeoutMs })
}

function pending(amount = 500_00n): PendingPayment {
  nextId += 1
  return {
    id: `DON-${nextId}-${Date.now()}`,
    amount,
    currency: 'BDT',
    description: 'Donation: Flood relief',
    customer: {
      name: 'Rahima Begum',
      email: 'rahima@example.org',
      phone: '01711111111',
      address: 'Mirpur 10, Dhaka',
    },
    successUrl: 'http://127.0.0.1:1/donate/success',
    failUrl: 'http://127.0.0.1:1/donate/fail',
    cancelUrl: 'http://127.0.0.1:1/donate/cancel',
    ipnUrl,
  }
}

/** A payment opened on the stand-in and finished on its gateway page; the browser's fields. */
async function paid(outcome: 'success' | 'fail' | 'cancel' = 'success', amount = 500_00n) {
  const payment = pending(amount)
  const { sessionKey } = await provider.initiate(payment)
  const fields = await standIn.pay(sessionKey, outcome)
  const expected: ExpectedPayment = { transactionId: payment.id, amount: payment.amount, currency: 'BDT' }
  return { payment, sessionKey, fields, expected }
}

const validationCalls = () => standIn.calls.filter((c) => c.path === '/validator/api/validationserverAPI.php')

describe('paymentConfig', () => {
  it('is undefined without a store, so the site hides online giving', () => {
    expect(paymentConfig({})).toBeUndefined()
    expect(paymentConfig({ SSLCOMMERZ_STORE_ID: '', SSLCOMMERZ_STORE_PASSWORD: ' ' })).toBeUndefined()
  })

  it('wants the store id and password together', () => {
    expect(() => paymentConfig({ SSLCOMMERZ_STORE_ID: 'x' })).toThrow(/must be set together/)
    expect(() => paymentConfig({ SSLCOMMERZ_STORE_PASSWORD: 'x' })).toThrow(/must be set together/)
  })

  it('uses the sandbox unless told otherwise, the live host when told, or the override', () => {
    const store = { SSLCOMMERZ_STORE_ID: 'id', SSLCOMMERZ_STORE_PASSWORD: 'pw' }
    expect(paymentConfig(store)).toMatchObject({ sandbox: true, baseUrl: SSLCOMMERZ_HOSTS.sandbox })
    expect(paymentConfig({ ...store, SSLCOMMERZ_SANDBOX: 'false' })).toMatchObject({
      sandbox: false,
      baseUrl: SSLCOMMERZ_HOSTS.live,
    })
    expect(paymentConfig({ ...store, SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:9/' })?.baseUrl).toBe(
      'http://127.0.0.1:9',
    )
    expect(() => paymentConfig({ ...store, SSLCOMMERZ_SANDBOX: 'maybe' })).toThrow(/SSLCOMMERZ_SANDBOX/)
    expect(() => paymentConfig({ ...store, SSLCOMMERZ_BASE_URL: 'sandbox' })).toThrow(/SSLCOMMERZ_BASE_URL/)
  })
})

describe('the callback signature', () => {
  it('is MD5 over the named fields and MD5(password), sorted by name, as SSLCommerz documents', () => {
    const md5 = (t: string) => createHash('md5').update(t).digest('hex')
    const fields = { tran_id: 'T1', status: 'VALID', amount: '100.00', card_no: 'not signed' }
    expect(signFields(fields, ['tran_id', 'status', 'amount'], 'pw')).toBe(
      md5(`amount=100.00&status=VALID&store_passwd=${md5('pw')}&tran_id=T1`),
    )
  })
})

describe('initiate', () => {
  it('opens a session with the amount as exact decimal text and returns the gateway page', async () => {
    const payment = pending(1234_56n)
    const session = await provider.initiate(payment)
    expect(session.redirectUrl.startsWith(`${standIn.baseUrl}/gwprocess/v4/gw.php`)).toBe(true)
    expect(session.sessionKey).toMatch(/^SK/)
    const form = standIn.calls[0]?.params
    expect(form).toMatchObject({
      tran_id: payment.id,
      total_amount: '1234.56',
      currency: 'BDT',
      ipn_url: ipnUrl,
    })
  })

  it('refuses amounts SSLCommerz does not take, and says why a session was refused', async () => {
    await expect(provider.initiate(pending(9_99n))).rejects.toThrow(RangeError)
    await expect(provider.initiate(pending(500_000_01n))).rejects.toThrow(RangeError)
    const wrongStore = new SslcommerzProvider({ ...providerConfig(), storePassword: 'wrong' })
    await expect(wrongStore.initiate(pending())).rejects.toThrow(
      /refused the payment session: Store Credential/,
    )
  })
})

function providerConfig() {
  return {
    storeId: standIn.storeId,
    storePassword: standIn.storePassword,
    sandbox: true,
    baseUrl: standIn.baseUrl,
    timeoutMs: 2_000,
  }
}

describe('verify', () => {
  it('completes a paid callback only after the validation API, with no card data in raw', async () => {
    const { fields, expected } = await paid()
    expect(validationCalls()).toHaveLength(0)
    const result = await provider.verify(fields, expected)
    expect(result).toMatchObject({
      status: 'completed',
      transactionId: expected.transactionId,
      amount: 500_00n,
      currency: 'BDT',
      method: 'bkash',
      validationId: fields.val_id,
      gatewayTransactionId: fields.bank_tran_id,
    })
    expect(validationCalls()).toHaveLength(1)
    expect(JSON.stringify(result.raw)).not.toContain(MASKED_CARD)
    expect(result.raw).not.toHaveProperty('card_no')
  })

  it('sends the IPN, which verifies like the browser callback', async () => {
    const { fields, expected } = await paid()
    expect(ipns).toHaveLength(1)
    expect(ipns[0]).toEqual(fields)
    expect((await provider.verify(ipns[0] as Record<string, string>, expected)).status).toBe('completed')
  })

  it('gives the same result for a replayed callback, keyed by the same transaction id', async () => {
    const { fields, expected } = await paid()
    const first = await provider.verify(fields, expected)
    const replay = await provider.verify(fields, expected)
    expect(replay).toEqual({
      ...first,
      raw: { ...first.raw, status: 'VALIDATED', validated_on: replay.raw.validated_on },
    })
    expect(replay.transactionId).toBe(first.transactionId)
  })

  it('refuses a callback whose amount was changed after signing, without asking the gateway', async () => {
    const { fields, expected } = await paid()
    const result = await provider.verify({ ...fields, amount: '5.00' }, expected)
    expect(result).toMatchObject({ status: 'tampered', reason: 'the callback is not signed by SSLCommerz' })
    expect(validationCalls()).toHaveLength(0)
  })

  it('refuses a callback signed with another password', async () => {
    standIn.misbehave.badSignature = true
    const { fields, expected } = await paid()
    expect((await provider.verify(fields, expected)).status).toBe('tampered')
  })

  it('refuses a signed callback for another pending payment', async () => {
    const { fields, expected } = await paid()
    const result = await provider.verify(fields, { ...expected, transactionId: 'DON-someone-else' })
    expect(result.status).toBe('tampered')
  })

  it('refuses when the gateway reports another amount or currency than expected', async () => {
    const { fields, expected } = await paid()
    standIn.misbehave.amount = '5.00'
    expect(await provider.verify(fields, expected)).toMatchObject({
      status: 'tampered',
      reason: expect.stringMatching(/amount 5\.00/),
    })
    standIn.misbehave = { currency: 'USD' }
    expect(await provider.verify(fields, expected)).toMatchObject({
      status: 'tampered',
      reason: 'currency USD, expected BDT',
    })
  })

  it('does not complete what the validation API does not know', async () => {
    const { fields, expected } = await paid()
    standIn.misbehave.unknownValId = true
    expect(await provider.verify(fields, expected)).toMatchObject({
      status: 'failed',
      reason: 'the validation API says INVALID_TRANSACTION',
    })
  })

  it('holds a payment SSLCommerz marks risky', async () => {
    const { fields, expected } = await paid()
    standIn.misbehave.risky = true
    expect((await provider.verify(fields, expected)).status).toBe('pending')
  })

  it('reports failed and cancelled payments from their signed callbacks', async () => {
    const failed = await paid('fail')
    expect((await provider.verify(failed.fields, failed.expected)).status).toBe('failed')
    const cancelled = await paid('cancel')
    expect(await provider.verify(cancelled.fields, cancelled.expected)).toMatchObject({
      status: 'cancelled',
      reason: 'cancelled: Cancelled by User',
    })
  })

  it('any change to one signed field of a paid callback is refused (property)', async () => {
    const { fields, expected } = await paid()
    const signedKeys = (fields.verify_key ?? '').split(',')
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...signedKeys), fc.option(fc.string()), async (key, value) => {
        fc.pre(value !== fields[key])
        const changed = { ...fields }
        if (value === null) delete changed[key]
        else changed[key] = value
        expect((await provider.verify(changed, expected)).status).toBe('tampered')
      }),
      { numRuns: 200 },
    )
    expect(validationCalls()).toHaveLength(0)
  })
})

describe('a gateway that is down', () => {
  it('is a clear error, not a hang, and never shows the store password', async () => {
    const { fields, expected } = await paid()
    standIn.misbehave.hang = true
    const started = Date.now()
    const hung = providerFor(standIn.baseUrl, 200)
    await expect(hung.verify(fields, expected)).rejects.toThrow(
      new PaymentGatewayError('SSLCommerz validation API did not answer within 200 ms'),
    )
    expect(Date.now() - started).toBeLessThan(2_000)

    standIn.misbehave = { serverError: true }
    await expect(provider.verify(fields, expected)).rejects.toThrow(
      'SSLCommerz validation API answered HTTP 500',
    )

    // A port nothing listens on (the stand-in's own, once closed, would do; this one is never opened).
    const gone = providerFor('http://127.0.0.1:9')
    const error = await gone.queryByTransaction(expected).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentGatewayError)
    expect((error as Error).message).toBe('SSLCommerz transaction query API could not be reached')
    expect((error as Error).message).not.toContain(standIn.storePassword)
  })
})

describe('refund', () => {
  it('is accepted, then reported refunded; a retry under the same id does not refund twice', async () => {
    const { fields, expected } = await paid()
    const { gatewayTransactionId } = await provider.verify(fields, expected)
    const request = {
      gatewayTransactionId: gatewayTransactionId as string,
      refundId: 'REF-1',
      amount: 200_00n,
      reason: 'Donor asked & agreed',
    }
    const accepted = await provider.refund(request)
    expect(accepted).toMatchObject({ status: 'processing', refundReference: 'RF-REF-1' })
    expect(standIn.calls.at(-1)?.params).toMatchObject({
      refund_amount: '200.00',
      refund_remarks: 'Donor asked & agreed',
    })
    expect(await provider.refund(request)).toMatchObject({
      status: 'processing',
      refundReference: 'RF-REF-1',
    })
    expect(await provider.refundStatus('RF-REF-1')).toEqual({
      status: 'refunded',
      refundReference: 'RF-REF-1',
    })
    const tooMuch = await provider.refund({ ...request, refundId: 'REF-2', amount: 300_01n })
    expect(tooMuch).toMatchObject({
      status: 'failed',
      reason: 'Refund amount exceeds the transaction amount',
    })
  })
})

describe('queryByTransaction (the daily reconciliation)', () => {
  it('says pending before any attempt, then completed through the validation API', async () => {
    const payment = pending()
    const expected: ExpectedPayment = { transactionId: payment.id, amount: payment.amount, currency: 'BDT' }
    const { sessionKey } = await provider.initiate(payment)
    expect((await provider.queryByTransaction(expected)).status).toBe('pending')
    // The donor paid but neither the browser nor the IPN reached us.
    await standIn.pay(sessionKey, 'success', { ipn: false })
    expect((await provider.queryByTransaction(expected)).status).toBe('completed')
    expect(validationCalls()).toHaveLength(1)
    standIn.misbehave.amount = '1.00'
    expect((await provider.queryByTransaction(expected)).status).toBe('tampered')
  })

  it('reports a cancelled attempt', async () => {
    const { expected } = await paid('cancel')
    expect((await provider.queryByTransaction(expected)).status).toBe('cancelled')
  })
})
