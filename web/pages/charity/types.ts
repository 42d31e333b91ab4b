/** Page bodies of the charity pages: causes, events, projects, donate (sample data for now). */
export type CharityBody =
  | { kind: 'causes' }
  | { kind: 'cause' }
  | { kind: 'events' }
  | { kind: 'event' }
  | { kind: 'projects' }
  | { kind: 'project' }
  | { kind: 'donate' }
