/**
 * The help desk's SMTP receiver (INBOUND_SMTP_PORT): the organisation's mail server (its MTA,
 * which does the spam and virus checks and faces the internet) relays the help desk's mail to it.
 * It listens on loopback by default and asks for no authentication, so it must never face the
 * internet itself. It accepts only the help desk's own addresses (help@ and help+anything@ at
 * HELPDESK_ADDRESS's domain: 550 for any other), announces its size limit (SIZE) and refuses a
 * larger message (552), and answers 250 only once receiveEmail has stored or dropped the message;
 * an error in between is a 451, so the relay tries again later (and the Message-ID keeps the
 * second delivery from landing twice).
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { type InboundDeps, MAX_INBOUND_BYTES, receiveEmail } from './receive-email.ts'

export interface SmtpReceiver {
  /** Starts listening; resolves with the port (useful with port 0). */
  listen(): Promise<number>
  close(): Promise<void>
}

/** Whether an address is the help desk's: its local part, or its local part plus a tag, at its domain. */
export function isHelpdeskRecipient(address: string, helpdeskAddress: string): boolean {
  const at = helpdeskAddress.lastIndexOf('@')
  const local = helpdeskAddress.slice(0, at).toLowerCase()
  const domain = helpdeskAddress.slice(at + 1).toLowerCase()
  const match = /^([^@]+)@([^@]+)$/.exec(address.trim().toLowerCase())
  if (!match) return false
  const [, recipientLocal = '', recipientDomain = ''] = match
  return recipientDomain === domain && (recipientLocal === local || recipientLocal.startsWith(`${local}+`))
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code })

export function createSmtpReceiver(deps: InboundDeps, options: { host: string; port: number }): SmtpReceiver {
  const maxBytes = deps.maxBytes ?? MAX_INBOUND_BYTES
  const serverOptions: SMTPServerOptions = {
    name: new URL(deps.publicUrl).hostname,
    banner: 'Kizuna help desk',
    size: maxBytes,
    authOptional: true,
    // Loopback behind the organisation's MTA: no login, no TLS to negotiate.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Connections still open at shutdown are cut after 5 s (main.ts allows 10 s in all).
    closeTimeout: 5_000,
    onRcptTo(address, _session, callback) {
      if (isHelpdeskRecipient(address.address, deps.helpdeskAddress)) return callback()
      callback(smtpError(550, `${address.address}: no such mailbox here`))
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      let bytes = 0
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes <= maxBytes) chunks.push(chunk)
      })
      stream.on('error', (error) => callback(error))
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded || bytes > maxBytes)
          return callback(smtpError(552, `Message larger than ${maxBytes} bytes`))
        receiveEmail(deps, Buffer.concat(chunks)).then(
          () => callback(),
          (error: unknown) => {
            deps.log.warn({ err: error }, 'inbound email not stored; the sender is asked to try again')
            callback(smtpError(451, 'Not stored now; try again later'))
          },
        )
      })
    },
  }
  const server = new SMTPServer(serverOptions)
  let listening = false
  return {
    listen: () =>
      new Promise<number>((resolve, reject) => {
        server.once('error', reject)
        server.listen(options.port, options.host, () => {
          listening = true
          server.off('error', reject)
          server.on('error', (error) => deps.log.warn({ err: error }, 'SMTP receiver error'))
          resolve((server.server.address() as AddressInfo).port)
        })
      }),
    close: () =>
      listening
        ? new Promise<void>((resolve) => {
            listening = false
            server.close(() => resolve())
          })
        : Promise.resolve(),
  }
}
