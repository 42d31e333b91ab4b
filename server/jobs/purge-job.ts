/** The jobs table keeps a month of finished runs (for the log of what ran), then forgets them. */
import { purgeFinishedJobs } from './queue.ts'
import type { JobDefinition } from './runner.ts'

const KEEP_MS = 30 * 24 * 3_600_000

export const purgeJobsJob: JobDefinition = {
  name: 'jobs.purge',
  recurrence: { dailyAt: '03:30' },
  async run({ db, now, log }) {
    const purged = await purgeFinishedJobs(db, new Date(now.getTime() - KEEP_MS))
    if (purged > 0) log.info({ purged }, 'finished job runs older than 30 days deleted')
  },
}
