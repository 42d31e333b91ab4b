/**
 * The help desk's settings, each a plain resource with the generic screens: departments (with the
 * lead who hears of due and breached tickets), priorities (the service-level targets, in working
 * minutes on the wire and typed as minutes, shown as "8 h"), statuses (what each does to the clock),
 * the categories the public chooses from, and the business calendar (working hours per weekday
 * and holidays). The Administrator keeps them; Support reads them. A change to anything the
 * deadlines depend on recomputes the open tickets' deadlines in the same transaction.
 */
import { asc } from 'drizzle-orm'
import { defineResource, type WriteHooks } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { refreshSla } from './sla-refresh.ts'
import {
  businessHours,
  CLOCK_KINDS,
  holiday,
  ticketDepartment,
  ticketPriority,
  ticketStatus,
  ticketType,
} from './tables.ts'

/** Support reads the settings; the Administrator (who has every permission) keeps them. */
const READ = { Support: 'read' } as const

/**
 * After a write that moves deadlines: the open tickets' deadlines are written again. A deletion
 * is caught up by the service-level job's refresh a few minutes later (sla-job.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same hook serves every settings table
const moveDeadlines: WriteHooks<any> = {
  afterWrite: async (_row, _input, ctx) => refreshSla(ctx.db, ctx.timeZone, new Date()),
}

export const ticketDepartmentResource = defineResource({
  name: 'ticket_department',
  label: 'Ticket department',
  private: true,
  grants: READ,
  admin: { columns: ['name', 'lead', 'is_active'], nav: { group: 'helpdesk', icon: 'Apartment', order: 3 } },
  table: ticketDepartment,
  listKey: 'ticket_departments',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    lead: field.ref('leadId', 'user', {
      help: 'Hears of the department’s tickets that fall due or are breached.',
    }),
    is_active: field.bool('isActive', { label: 'Active' }),
  },
})

export const ticketPriorityResource = defineResource({
  name: 'ticket_priority',
  label: 'Ticket priority',
  plural: 'Ticket priorities',
  private: true,
  grants: READ,
  admin: {
    columns: ['name', 'rank', 'response_minutes', 'resolution_minutes', 'is_default'],
    sort: { field: 'rank', order: 'ASC' },
    nav: { group: 'helpdesk', icon: 'Flag', order: 4 },
  },
  table: ticketPriority,
  listKey: 'ticket_priorities',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.rank), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 50, searchable: true }),
    rank: field.int('rank', { nullable: false, min: 1, max: 99, help: '1 is the most urgent.' }),
    response_minutes: field.int('responseMinutes', {
      required: true,
      min: 1,
      max: 525_600,
      label: 'First response within (working minutes)',
      minutes: true,
      help: 'Counted in the business calendar’s working hours: 480 is one working day of eight hours.',
    }),
    resolution_minutes: field.int('resolutionMinutes', {
      required: true,
      min: 1,
      max: 525_600,
      label: 'Resolution within (working minutes)',
      minutes: true,
      help: 'Paused while the ticket waits for the requester. At least the response time.',
    }),
    is_default: field.bool('isDefault', {
      label: 'Default',
      help: 'The priority of tickets the public opens. One only.',
    }),
  },
  hooks: moveDeadlines,
})

export const ticketStatusResource = defineResource({
  name: 'ticket_status',
  label: 'Ticket status',
  plural: 'Ticket statuses',
  private: true,
  grants: READ,
  admin: {
    columns: ['name', 'clock', 'position', 'is_initial'],
    sort: { field: 'position', order: 'ASC' },
    nav: { group: 'helpdesk', icon: 'Checklist', order: 5 },
  },
  table: ticketStatus,
  listKey: 'ticket_statuses',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 50, searchable: true }),
    clock: field.enum('clock', CLOCK_KINDS, {
      required: true,
      help: 'running: staff owe the next step; paused: waiting for the requester; stopped: resolved or closed.',
    }),
    position: field.int('position', { nullable: false, min: 0, max: 99 }),
    is_initial: field.bool('isInitial', {
      label: 'Where tickets start',
      help: 'New tickets, and tickets the requester writes to while paused or stopped, go here. One only; its clock runs.',
    }),
  },
})

export const ticketTypeResource = defineResource({
  name: 'ticket_type',
  label: 'Ticket category',
  plural: 'Ticket categories',
  grants: READ,
  admin: {
    columns: ['name', 'department', 'position', 'is_public'],
    sort: { field: 'position', order: 'ASC' },
    nav: { group: 'helpdesk', icon: 'Category', order: 6 },
  },
  table: ticketType,
  listKey: 'ticket_types',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.position), asc(t.name)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    department: field.ref('departmentId', 'ticket_department', {
      required: true,
      help: 'Tickets of this category go to this department.',
    }),
    position: field.int('position', { nullable: false, min: 0, max: 99 }),
    is_public: field.bool('isPublic', { label: 'On the Help form' }),
  },
})

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

export const businessHoursResource = defineResource({
  name: 'business_hours',
  label: 'Working hours',
  plural: 'Working hours',
  private: true,
  grants: READ,
  admin: {
    columns: ['weekday', 'start_minute', 'end_minute'],
    sort: { field: 'weekday', order: 'ASC' },
    nav: { group: 'helpdesk', icon: 'Event', order: 7 },
  },
  table: businessHours,
  listKey: 'business_hours',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.weekday), asc(t.startMinute)],
  fields: {
    weekday: field.int('weekday', {
      required: true,
      min: 0,
      max: 6,
      help: '0 Sunday, 1 Monday … 5 Friday, 6 Saturday.',
    }),
    start_minute: field.int('startMinute', {
      required: true,
      min: 0,
      max: 1439,
      label: 'From (minutes after midnight)',
      help: '540 is 09:00.',
    }),
    end_minute: field.int('endMinute', {
      required: true,
      min: 1,
      max: 1440,
      label: 'To (minutes after midnight)',
      help: '1020 is 17:00. A day without a row is not worked (Friday and Saturday in Bangladesh).',
    }),
  },
  hooks: moveDeadlines,
})

export const holidayResource = defineResource({
  name: 'holiday',
  label: 'Holiday',
  private: true,
  grants: READ,
  admin: {
    columns: ['date', 'name'],
    sort: { field: 'date', order: 'ASC' },
    nav: { group: 'helpdesk', icon: 'EventBusy', order: 8 },
  },
  table: holiday,
  listKey: 'holidays',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.date)],
  fields: {
    date: field.date('date', { required: true }),
    name: field.text('name', { required: true, max: 100, searchable: true }),
  },
  hooks: moveDeadlines,
})
