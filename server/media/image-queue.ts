/**
 * Image uploads are decoded and re-encoded one after another through this queue (issue 10 §3):
 * a 12-megapixel photo takes about 36 MB decoded plus the WebP and AVIF copies being encoded, so
 * ten at once would take gigabytes. IMAGE_CONCURRENCY run at a time; at most IMAGE_WAITING wait
 * (their bodies are already in memory, so the line is short); beyond that the upload gets 503 with
 * Retry-After and the client sends it again a little later.
 */
import sharp from 'sharp'
import { ApiError } from '../http/api-error.ts'

export const IMAGE_CONCURRENCY = 2
export const IMAGE_WAITING = 8
/** Seconds a refused upload is asked to wait: about what two large images take. */
const RETRY_AFTER_SECONDS = 5

// One libvips thread per image: the queue already runs two images side by side, so more threads
// per image would only add their tile buffers on the same two cores (it is also sharp's default on
// glibc, to limit fragmentation). No operation cache: an upload is decoded once and never again,
// so the cache (up to 50 MB by default) would only keep the last images' pixels alive.
sharp.concurrency(1)
sharp.cache(false)

export class ImageQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly concurrency = IMAGE_CONCURRENCY,
    private readonly maxWaiting = IMAGE_WAITING,
  ) {}

  /** Runs `task` when a slot is free; throws a 503 at once when the waiting line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError(
          503,
          'The server is busy processing other images. Please send this one again in a few seconds.',
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        )
      }
      // The slot is handed over by the task that finishes, so `running` never drops in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running += 1
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running -= 1
    }
  }

  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }
}

/** The process's queue: every image upload goes through it, whichever route it came by. */
export const imageQueue = new ImageQueue()
