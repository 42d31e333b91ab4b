import type { FastifyReply } from 'fastify'

/**
 * A generated PDF (a receipt, a statement) as the answer: someone's own document, so no cache
 * may keep it; `attachment` downloads it, `inline` opens it in the browser's viewer.
 */
export const sendPdf = (
  reply: FastifyReply,
  filename: string,
  bytes: Uint8Array,
  disposition: 'attachment' | 'inline' = 'attachment',
) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .type('application/pdf')
    .send(Buffer.from(bytes))
