/**
 * What the help desk's write routes accept, JSON or the original's multipart forms (subject,
 * ticket_department, ticket_priority, ticket_type, message, file). Ids are whole numbers, texts
 * are trimmed and bounded; a NUL byte anywhere is refused by parseBody.
 */
import { z } from 'zod'
import { idValue, optionalId } from '../../http/line-forms.ts'
import { MAX_MESSAGE } from './ticket-service.ts'

const text = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, `At most ${max} characters.`)

const message = z
  .string({ message: 'Write a message.' })
  .max(MAX_MESSAGE, `At most ${MAX_MESSAGE} characters.`)
  .default('')
const yes = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v,
  z.boolean({ message: 'Send true or false.' }),
)

export const openBody = z.object({
  subject: text(200, 'Write a subject.'),
  message,
  ticket_department: optionalId.describe('Default: the category’s department'),
  ticket_priority: optionalId.describe('Default: the default priority'),
  ticket_type: optionalId.describe('The category'),
  requester_name: z.string().trim().max(200).optional().describe('Staff opening one for a caller'),
  requester_email: z.email('Write an email address such as name@example.org.').max(254).optional(),
  requester_phone: z.string().trim().max(20).optional(),
  assignee: optionalId,
})

export const changeBody = z
  .object({
    ticket_status: idValue.optional(),
    ticket_priority: idValue.optional(),
    ticket_department: idValue.optional(),
    ticket_type: optionalId,
    assignee: optionalId,
    subject: text(200, 'Write a subject.').optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message:
      'Send at least one of ticket_status, ticket_priority, ticket_department, ticket_type, assignee, subject.',
  })

export const messageBody = z.object({
  ticket: idValue,
  message,
  is_internal: yes.optional().describe('A note only staff see'),
  ticket_status: optionalId.describe('Staff: the status to set with the reply'),
})
