/** The Kizuna server process: configuration, database, HTTP, and a clean shutdown. */
import pino from 'pino'
import { buildApp } from './app.ts'
import { type Config, ConfigError, configWarnings, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { errorReporter, LogDedupe } from './lib/log-dedupe.ts'
import { logSerializers, redactMessage, serializeError } from './lib/log-serializers.ts'
import { addMissingCopies } from './media/missing-copies.ts'
import { prepareDatabase } from './prepare.ts'

const SHUTDOWN_GRACE_MS = 10_000

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Kizuna cannot start. ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

async function main(): Promise<void> {
  const config = readConfig()
  const log = pino({ level: config.logLevel, serializers: logSerializers })
  for (const warning of configWarnings()) log.warn(warning)
  // Idle pool connections and the listener's attempts to reconnect fail alike for a whole outage.
  const connectionErrors = new LogDedupe(log)
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: errorReporter(connectionErrors, 'database connection error'),
  })
  log.info({ database: database.kind, dataDir: config.dataDir }, 'database opened')

  await prepareDatabase(database, {
    seedDemo: config.seedDemo,
    mediaDir: config.mediaDir,
    log,
    admin: config.admin,
    publicUrl: config.publicUrl,
  })
  const app = await buildApp({ config, database, logger: log })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`)
      process.exit(1)
    }
    stopping = true
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight')
    setTimeout(() => {
      log.error('requests still running after the grace period; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    await app.close()
    await database.close()
    connectionErrors.flush()
    log.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.jobs.start()
  if (app.inboundSmtp) {
    const port = await app.inboundSmtp.listen()
    log.info({ port, host: config.inboundMail.smtpHost }, 'help desk SMTP receiver listening')
  }
  // In the background: older images' missing copies, which a wide screen would otherwise enlarge.
  addMissingCopies(database.db, config.mediaDir).then(
    (completed) =>
      completed.length > 0 && log.info({ images: completed.length }, 'added missing image copies'),
    (error) => log.warn({ err: error }, 'missing image copies not added; the next start tries again'),
  )
}

main().catch((error: Error) => {
  // A failed migration or seed query names its parameters in its message.
  console.error(`Kizuna failed to start: ${redactMessage(error.message)}`)
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace')
    console.error(serializeError(error))
  process.exit(1)
})
