/**
 * The IMAP poller (INBOUND_IMAP_URL): every INBOUND_IMAP_POLL_MINUTES one process (ADR 023) opens
 * the mailbox, searches its UNSEEN messages, and passes each to receiveEmail. A message is marked
 * \Seen only after receiveEmail stored or dropped it: a crash or a dropped connection leaves it
 * unseen and the next run fetches it again, where its Message-ID (helpdesk_inbound) keeps it from
 * landing twice. The message is fetched with BODY.PEEK[], which does not mark it seen by itself.
 */
import { ImapFlow } from 'imapflow'
import type { JobDefinition } from '../../../jobs/runner.ts'
import { type InboundDeps, receiveEmail } from './receive-email.ts'

export const IMAP_JOB = 'helpdesk.imap'

/** What ImapFlow needs from an imap:// or imaps:// URL: host, port, TLS, login and mailbox. */
export function imapOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'imaps:'
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX',
  }
}

export function imapPollJob(
  deps: Omit<InboundDeps, 'log'>,
  url: string,
  everyMinutes: number,
): JobDefinition {
  return {
    name: IMAP_JOB,
    recurrence: { everyMinutes },
    maxAttempts: 2,
    leaseMs: 10 * 60_000,
    async run({ log }) {
      const { mailbox, ...connection } = imapOptions(url)
      const client = new ImapFlow({ ...connection, logger: false, connectionTimeout: 30_000 })
      // A connection lost mid-run is an error of the run (retried), not of the process.
      client.on('error', (error: Error) => log.warn({ err: error }, 'IMAP connection error'))
      await client.connect()
      let taken = 0
      try {
        const lock = await client.getMailboxLock(mailbox)
        try {
          const unseen = (await client.search({ seen: false }, { uid: true })) || []
          for (const uid of unseen) {
            const message = await client.fetchOne(String(uid), { source: true }, { uid: true })
            if (message === false || !message.source) continue
            await receiveEmail({ ...deps, log }, message.source)
            await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true })
            taken++
          }
        } finally {
          lock.release()
        }
      } finally {
        await client.logout().catch(() => client.close())
      }
      if (taken > 0) log.info({ messages: taken }, 'inbound emails taken from the IMAP mailbox')
    },
  }
}
