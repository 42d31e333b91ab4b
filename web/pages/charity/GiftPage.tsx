import type { ReactNode } from 'react'
import { giftPaymentPath } from '../../../common/giving-links.ts'
import { Link, TitleBanner } from '../../kit.ts'
import type { SiteSettings } from '../../page-data.ts'
import type { PageProps } from '../registry.ts'
import type { GiftStatus, GiftView } from './giving-types.ts'
import { contactLine } from './thanks.ts'

const STATUS_WORDS: Record<GiftStatus, string> = {
  completed: 'Received',
  pledged: 'Pledged: waiting for your gift',
  pending: 'Waiting for the payment gateway',
  failed: 'Not paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
}

function Summary({ gift }: { gift: GiftView }) {
  const rows: [string, string][] = [
    ['Amount', gift.amount],
    ['For', gift.cause ?? 'General fund'],
    ['How often', gift.monthly ? 'A month of your monthly gift' : 'Once'],
    ['Reference', gift.reference],
    ['State', STATUS_WORDS[gift.status]],
  ]
  if (gift.receiptNumber) rows.push(['Money receipt', gift.receiptNumber])
  return (
    <dl className="gift-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The organisation's words on giving offline, its line breaks kept. */
const Instructions = ({ text, site }: { text: string; site: SiteSettings }) => (
  <p className="giving-instructions">
    {text || `Our team will write to you with the details; you can also reach us at ${contactLine(site)}.`}
  </p>
)

const PayLink = ({ gift, label }: { gift: GiftView; label: string }) => (
  <p>
    <a className="form-submit gift-action" href={giftPaymentPath(gift.reference)}>
      {label}
    </a>
  </p>
)

/** What happened to the gift and what the donor can do next, by its state. */
function Outcome({ gift, unreachable, site }: { gift: GiftView; unreachable: boolean; site: SiteSettings }) {
  const gave = `${gift.amount} for ${gift.cause ?? 'our general fund'}`
  const receipt = gift.receiptNumber ? `Your money receipt ${gift.receiptNumber}` : 'Your money receipt'
  const story: Record<GiftStatus, () => ReactNode> = {
    completed: () => (
      <>
        <h2>{`Thank you, ${gift.firstName}!`}</h2>
        <p>{`We have received your gift of ${gave}. ${receipt} is on its way to your email.`}</p>
      </>
    ),
    pledged: () => (
      <>
        <h2>{`Thank you, ${gift.firstName}: your pledge is noted`}</h2>
        <p>{`Here is how to give your ${gave}:`}</p>
        <Instructions text={gift.offlineInstructions} site={site} />
        <p>
          Please quote your reference <strong>{gift.reference}</strong> with your payment. We have emailed you
          these details, and we will email you a money receipt when your gift arrives.
        </p>
      </>
    ),
    pending: () =>
      unreachable || !gift.sentToGateway ? (
        <>
          <h2>We could not reach the payment gateway</h2>
          <p>
            {`Nothing has been charged. Your gift of ${gave} is kept under reference ${gift.reference}: please try again in a few minutes.`}
          </p>
          <PayLink gift={gift} label="Try again" />
          <p>Or give it offline:</p>
          <Instructions text={gift.offlineInstructions} site={site} />
        </>
      ) : (
        <>
          <h2>We are confirming your payment</h2>
          <p>
            {`The payment gateway has not confirmed your gift of ${gave} yet. This usually takes a minute: reload this page to see it. If you left the payment page before paying, you can pay now.`}
          </p>
          <PayLink gift={gift} label="Pay now" />
        </>
      ),
    failed: () => (
      <>
        <h2>Your payment did not go through</h2>
        <p>{`Nothing was charged for your gift of ${gave}. You can try again.`}</p>
        <PayLink gift={gift} label="Try again" />
      </>
    ),
    cancelled: () => (
      <>
        <h2>You cancelled the payment</h2>
        <p>
          Nothing was charged. If you would still like to give, you are welcome to{' '}
          <Link to="/donate">start again</Link>.
        </p>
      </>
    ),
    refunded: () => (
      <>
        <h2>This gift was refunded</h2>
        <p>{`Your gift of ${gave} was returned to you. For any question, please contact us at ${contactLine(site)}.`}</p>
      </>
    ),
  }
  return <>{story[gift.status]()}</>
}

/** /donate/thanks?ref=: a gift's state, told honestly, wherever the donor comes from. */
export function GiftPage({ body, site }: PageProps<'gift'>) {
  const { gift } = body
  return (
    <>
      <TitleBanner title={gift ? 'Your Gift' : 'Gift Not Found'} />
      <div className="band band--tint">
        <div className="donate-panel gift-state">
          {gift ? (
            <>
              <Outcome gift={gift} unreachable={body.unreachable} site={site} />
              <Summary gift={gift} />
              {gift.monthly && gift.status !== 'cancelled' && (
                <p>
                  This is a month of your monthly gift. Each month we email you how to give it, and every one
                  of those emails has a link to change the amount or stop the gift.
                </p>
              )}
            </>
          ) : (
            <p>
              We could not find a gift with this reference. Please use the link in your email, or contact us
              at {contactLine(site)}.
            </p>
          )}
        </div>
      </div>
    </>
  )
}
