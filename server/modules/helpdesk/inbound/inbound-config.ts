/** The help desk's inbound mail settings, read by server/config.ts from INBOUND_* (ADR 029). */
export interface InboundMailConfig {
  /** INBOUND_SMTP_PORT; undefined: no SMTP receiver. */
  smtpPort: number | undefined
  /** INBOUND_SMTP_HOST, loopback by default: the receiver asks for no authentication. */
  smtpHost: string
  /** INBOUND_IMAP_URL; undefined: no IMAP polling. */
  imapUrl: string | undefined
  /** INBOUND_IMAP_POLL_MINUTES. */
  imapPollMinutes: number
}
