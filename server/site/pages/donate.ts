/**
 * The giving pages: /donate (the form, with the causes open for gifts), a gift's page
 * (/donate/thanks?ref=: where the donor lands after the form or the gateway) and a monthly gift's
 * page (/donate/monthly?token=: its signed link). Posts to them are answered by
 * server/site/forms/donation-*.ts. A gift's page shows only its first name, amount, cause, state
 * and receipt number: its reference is unguessable, and the email, phone and address never show.
 */
import { formatDate } from '../../../common/dates.ts'
import { GATEWAY_UNREACHABLE, GIFT_RESULT_PATH, MONTHLY_GIFT_PATH } from '../../../common/giving-links.ts'
import type { CauseChoice, GiftView, MonthlyGiftView } from '../../../web/pages/charity/giving-types.ts'
import { takaShown } from '../../../web/pages/charity/thanks.ts'
import { monthlyGiftState } from '../../modules/giving/monthly-service.ts'
import { causesOpenForGifts, giftState } from '../../modules/giving/online-service.ts'
import type { PageContext, SiteRoute } from '../page-context.ts'
import { localDate } from './sample-pages.ts'

const title = (ctx: PageContext, name: string) => `${name} | ${ctx.site.siteName}`

async function giftView(ctx: PageContext, reference: string): Promise<GiftView | null> {
  const state = await giftState(ctx.db, reference)
  if (!state) return null
  return {
    reference: state.reference,
    firstName: state.firstName,
    amount: takaShown(state.amount),
    cause: state.causeName,
    status: state.status,
    channel: state.channel,
    monthly: state.monthly,
    sentToGateway: state.sentToGateway,
    receiptNumber: state.receiptNumber,
    offlineInstructions: state.offlineInstructions,
  }
}

async function monthlyView(ctx: PageContext, token: string): Promise<MonthlyGiftView | null> {
  const state = await monthlyGiftState(ctx.db, token)
  if (!state) return null
  return {
    firstName: state.firstName,
    amount: state.amount,
    amountShown: takaShown(state.amount),
    cause: state.causeName,
    status: state.status,
    channel: state.channel,
    nextDue: formatDate(state.nextDueOn),
  }
}

export const donateRoutes: SiteRoute[] = [
  {
    path: '/donate',
    async load(ctx) {
      const today = localDate(ctx.now, ctx.timeZone)
      const causes = await ctx.section('causes', [] as CauseChoice[], () =>
        causesOpenForGifts(ctx.db, today, ctx.now),
      )
      return {
        body: { kind: 'donate', causes, submission: null },
        title: title(ctx, 'Donate'),
        description: `Give to a cause or to the general fund of ${ctx.site.siteName}, once or every month, online or offline.`,
      }
    },
  },
  {
    path: GIFT_RESULT_PATH,
    query: ['ref', 'gateway'],
    listed: false,
    // The donor's first name and the gift's state.
    personal: true,
    async load(ctx) {
      const gift = await giftView(ctx, ctx.query.get('ref') ?? '')
      return {
        body: { kind: 'gift', gift, unreachable: ctx.query.get('gateway') === GATEWAY_UNREACHABLE },
        title: title(ctx, gift ? 'Your gift' : 'Gift not found'),
        description: `A gift to ${ctx.site.siteName}.`,
        status: gift ? 200 : 404,
      }
    },
  },
  {
    path: MONTHLY_GIFT_PATH,
    query: ['token'],
    listed: false,
    // The donor's first name, amount and cause, reached by a signed link.
    personal: true,
    async load(ctx) {
      const token = ctx.query.get('token') ?? ''
      const gift = await monthlyView(ctx, token)
      return {
        body: { kind: 'monthly-gift', gift, token, submission: null },
        title: title(ctx, 'Your monthly gift'),
        description: `A monthly gift to ${ctx.site.siteName}.`,
        status: gift ? 200 : 404,
      }
    },
  },
]
