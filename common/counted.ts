/**
 * A count with its noun in the right number, for messages people read: "1 minute", "15 minutes",
 * never "1 minute(s)". The plural is given when adding an "s" is wrong ("1 person", "2 people").
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}
