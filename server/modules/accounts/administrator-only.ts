/**
 * Resources whose permissions no role but the built-in Administrator may hold. Outgoing email
 * holds every password-reset and invitation link: whoever reads it can sign in as anyone.
 */
import { emailOutboxResource } from './email-outbox.ts'

export const ADMINISTRATOR_ONLY_RESOURCES: ReadonlySet<string> = new Set([emailOutboxResource.name])
