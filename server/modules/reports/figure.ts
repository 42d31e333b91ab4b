/**
 * What a dashboard figure is (ADR 026): a declaration with its key and label, the permission a
 * role needs to see it (`<reads>.read`, the permission of the list it summarises), and how it is
 * computed, by calling the service of the area that owns the data, never its tables. The links are
 * built here, one way for every figure: the back office's address of the filtered list or report
 * screen, the API answer with the same filter, whose total the figure equals, and the words saying
 * what the link opens (its accessible name on the screen).
 */
import type { DashboardFigure, FigureLink, FigureSection } from '../../../common/dashboard.ts'
import type { Db } from '../../db/client.ts'
import type { PresentContext } from '../../resources/define.ts'

/** What a figure is computed from: the database, today in the organisation's calendar, the presenters' context. */
export interface FigureContext {
  db: Db
  /** YYYY-MM-DD in TIME_ZONE. */
  today: string
  present: PresentContext
}

/** A figure's value as computed: its wire shape without the declaration's key, label and section. */
type Computed<F> = F extends DashboardFigure ? Omit<F, 'key' | 'label' | 'section'> : never
export type FigureValue = Computed<DashboardFigure>

export interface FigureDeclaration {
  /** Stable: tests and the screen's data-figure attribute name it. */
  key: string
  label: string
  section: FigureSection
  /** The resource whose `read` permission the role needs: the list or report the figure leads to. */
  reads: string
  compute(ctx: FigureContext): Promise<FigureValue>
}

type Params = Record<string, string>

const query = (params: Params) => {
  const text = new URLSearchParams(params).toString()
  return text ? `?${text}` : ''
}

/**
 * A react-admin list (`/<resource>?filter={json}`, which the list reads its filters from) and the
 * resource's all/ with the same parameters.
 */
export function listLink(resource: string, filter: Params, opens: string): FigureLink {
  const screen = Object.keys(filter).length === 0 ? '' : query({ filter: JSON.stringify(filter) })
  return {
    href: `/${resource}${screen}`,
    api: `/${resource}/api/v1/${resource}/all/${query(filter)}`,
    opens,
  }
}

/** A screen that keeps its filters in the address with the API's names (the stock list, the reports). */
export function screenLink(screen: string, api: string, params: Params, opens: string): FigureLink {
  return { href: `${screen}${query(params)}`, api: `${api}${query(params)}`, opens }
}
