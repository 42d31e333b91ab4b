/**
 * The help desk's inbound mail (ADR 029): what the app starts from the INBOUND_* settings: the
 * SMTP receiver (started by main.ts after listen, closed with the app) and the IMAP poller (a
 * job of the help desk area).
 */
import type { AreaDeps } from '../../area.ts'
import type { InboundDeps } from './receive-email.ts'

/** The deps receiveEmail needs, from an area's deps; undefined without HELPDESK_ADDRESS. */
export function inboundDeps(deps: AreaDeps): Omit<InboundDeps, 'log'> | undefined {
  if (!deps.helpdeskAddress) return undefined
  return {
    db: deps.db,
    mailer: deps.mailer,
    media: deps.media,
    publicUrl: deps.publicUrl,
    helpdeskAddress: deps.helpdeskAddress,
    mailFrom: deps.mailFrom,
    timeZone: deps.timeZone,
    clock: deps.clock,
  }
}

export { imapPollJob } from './imap-job.ts'
export { receiveEmail } from './receive-email.ts'
export { createSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts'
