/**
 * An area of the organisation's data (cms, org, content, ledger…) as one unit: its resource
 * declarations, the routes beyond the generic ones, and its seeds. `server/modules/index.ts` lists
 * the areas; the app registers each, so adding an area or a resource never changes `app.ts`.
 * An area may call another area's service (its `service.ts` or `index.ts`), never its tables.
 */
import type { FastifyInstance } from 'fastify'
import type { ApiDeps } from '../api/legacy/json-route.ts'
import type { Db } from '../db/client.ts'
import type { mediaFile } from '../db/schema.ts'
import type { RateLimitStore } from '../http/rate-limit-store.ts'
import type { JobDefinition } from '../jobs/runner.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { MediaStore } from '../media/media-store.ts'
import type { PaymentProvider } from '../payments/provider.ts'
import type { CrudService } from '../resources/crud-service.ts'
import type { ResourceDeclaration } from '../resources/define.ts'
import type { InboundMailConfig } from './helpdesk/inbound/inbound-config.ts'

/** What an area's routes may use: the API's shared pieces and the services every area shares. */
export interface AreaDeps extends ApiDeps {
  crud: CrudService
  mailer: Mailer
  media: MediaStore
  publicUrl: string
  /** The online payment gateway (SSLCommerz), or undefined when none is configured. */
  payments: PaymentProvider | undefined
  /** Per-address limits of public routes (shared by every process on PostgreSQL). */
  rateLimits: RateLimitStore
  /** The help desk's mailbox (HELPDESK_ADDRESS), where replies to tickets' emails go. */
  helpdeskAddress: string | undefined
  /** MAIL_FROM: the sender of Kizuna's own mail. */
  mailFrom: string
  /** The help desk's inbound mail settings (INBOUND_*); undefined in apps built without them. */
  inboundMail: InboundMailConfig | undefined
}

/** A demo file already written to the media folder, as its media_file row. */
export type DemoMediaFile = typeof mediaFile.$inferInsert

export interface Area {
  /** The folder under server/modules/. */
  name: string
  /** Its resources: each gets the generic routes, screens, navigation entry and permissions. */
  // biome-ignore lint/suspicious/noExplicitAny: each declaration is typed against its own table
  resources: ResourceDeclaration<any>[]
  /** Routes beyond the generic ones, registered as a Fastify plugin after them. */
  routes?: (app: FastifyInstance, deps: AreaDeps) => Promise<void>
  /**
   * Reference data every database needs whatever SEED_DEMO says (the country's divisions): run at
   * every start under the migration lock, so it must add only what is missing.
   */
  seedReference?: (db: Db) => Promise<void>
  /**
   * Its background jobs (reminders, reconciliation), run once across processes by the job runner
   * (ADR 023); built with the same deps as its routes.
   */
  jobs?: (deps: AreaDeps) => JobDefinition[]
  /** The demo organisation's records of this area, loaded once into a new database after the core demo. */
  seedDemo?: (db: Db, media: readonly DemoMediaFile[]) => Promise<void>
}

/** Identity, for type checking an area's declaration where it is written. */
export function defineArea(area: Area): Area {
  return area
}
