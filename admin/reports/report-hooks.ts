/**
 * The filters every report screen shares, kept in the address (?date_after=…&date_before=…&branch=…,
 * the API's own names) so a report can be bookmarked and a drill-down link carries its period; and
 * the read of one report's JSON for the filters in force. Without dates the period is the current
 * fiscal year up to today, on the organisation's calendar (the admin schema's time zone). The
 * reports hub (admin/reports-hub/) links to every report with these same names, so a report opened
 * from it shows the hub's period and branch. `useReportScreen` puts the two together for a screen:
 * every report sends its period and branch the same way (`periodParams`), and hands `ReportFrame`
 * the same props.
 */
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { orgToday } from '../dates.ts'
import { useAdminSchema } from '../schema/admin-schema.ts'
import { csvUrl, fiscalYearStartMonth, readReport } from './report-api.ts'
import { defaultPeriod } from './report-math.ts'

export type Params = Record<string, string | undefined>

/** Each read's answer, or null if it failed (the screens then keep their fallback). */
const reads = new Map<() => Promise<unknown>, Promise<{ value: unknown } | null>>()

/**
 * What `read` answers (the branches, the ledgers, the letterhead…), read once per page load and
 * shared by every screen that asks; `fallback` until it answers, or if it fails.
 */
export function useReadOnce<T>(read: () => Promise<T>, fallback: T): T {
  const [answer, setAnswer] = useState<T>(fallback)
  useEffect(() => {
    let live = true
    if (!reads.has(read))
      reads.set(
        read,
        read().then(
          (value) => ({ value }),
          () => null,
        ),
      )
    reads.get(read)?.then((got) => live && got && setAnswer(got.value as T))
    return () => {
      live = false
    }
  }, [read])
  return answer
}

/**
 * The screen's parameters kept in the address (?branch=1&page=2), and `set` to change some of them
 * (an empty value removes one) without adding a history entry per keystroke.
 */
export function useAddressParams() {
  const [search, setSearch] = useSearchParams()
  const set = (changes: Params) =>
    setSearch(
      // From the address as it is now, not as this render read it: the router renders a navigation
      // in a transition, so two quick changes (From, then To) would otherwise lose the first.
      () => {
        const next = new URLSearchParams(window.location.search)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true },
    )
  return { search, set }
}

/**
 * The filters in the address. `withPeriod: false` is for a report whose dates mean something else
 * when left empty (the inventory summary: no date is "now"): no default period is filled in.
 */
export function useFilters({ withPeriod = true }: { withPeriod?: boolean } = {}) {
  const { search, set } = useAddressParams()
  const startMonth = useReadOnce<number | undefined>(fiscalYearStartMonth, undefined)
  const timeZone = useAdminSchema()?.timeZone
  const period = useMemo(
    () =>
      startMonth === undefined || timeZone === undefined
        ? undefined
        : defaultPeriod(orgToday(timeZone), startMonth),
    [startMonth, timeZone],
  )

  const filters = useMemo<Params>(() => {
    const given = Object.fromEntries(search.entries())
    if (!withPeriod) return given
    return {
      ...given,
      date_after: given.date_after ?? period?.from,
      date_before: given.date_before ?? period?.to,
    }
  }, [search, period, withPeriod])

  return { filters, set, ready: !withPeriod || period !== undefined || search.has('date_after') }
}

/** A report's JSON for these parameters; `null` parameters mean "not yet" (a ledger to choose). */
function useReport<T>(path: string, params: Params | null) {
  const [data, setData] = useState<T>()
  const [error, setError] = useState<string>()
  const key = params ? JSON.stringify(params) : null

  useEffect(() => {
    if (key === null) return
    let live = true
    setError(undefined)
    setData(undefined)
    readReport<T>(path, JSON.parse(key) as Params).then(
      (answer) => live && setData(answer),
      (e: unknown) => live && setError(e instanceof Error ? e.message : 'The report could not be read.'),
    )
    return () => {
      live = false
    }
  }, [path, key])

  return { data, error }
}

/** The period and branch as the API takes them; a report as at one date has no "from". */
export function periodParams(filters: Params, asAt = false): Params {
  return {
    date_after: asAt ? undefined : filters.date_after,
    date_before: filters.date_before,
    branch: filters.branch,
  }
}

/** What a screen asks for: its path and parameters for the filters in force. */
export interface ReportRequest {
  path: string
  params: Params
  /** Something the report needs is not chosen yet (a ledger, a group): nothing is read. */
  waiting?: boolean
  /** Read a page at a time (?page=, 50 rows); the CSV has every row. */
  paged?: boolean
}

const PAGE_SIZE = '50'

/**
 * A report screen's state: the filters, the report's JSON once read, and the props every
 * `ReportFrame` takes (filters, CSV link, loading, error, pages), so a screen only says what it reads.
 */
export function useReportScreen<T extends object>(
  request: (filters: Params) => ReportRequest,
  options: { withPeriod?: boolean } = {},
) {
  const { filters, set, ready } = useFilters(options)
  const { path, params, waiting = false, paged = false } = request(filters)
  const reading = ready && !waiting
  const sent = paged ? { ...params, page: filters.page, size: PAGE_SIZE } : params
  const { data, error } = useReport<T>(path, reading ? sent : null)
  return {
    data,
    filters,
    set,
    frame: {
      filters,
      set,
      csv: reading ? csvUrl(path, params) : undefined,
      loading: !data && !waiting,
      error,
      pages: data && 'total_pages' in data ? Number(data.total_pages) : undefined,
    },
  }
}
