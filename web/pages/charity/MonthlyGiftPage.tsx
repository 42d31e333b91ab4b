import { MONTHLY_GIFT_PATH } from '../../../common/giving-links.ts'
import { Field, TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { contactLine } from './thanks.ts'

/**
 * /donate/monthly?token=: a monthly gift reached by the signed link of its emails. Two plain
 * forms (change the amount, cancel) that the server answers with this page again, with or
 * without JavaScript.
 */
export function MonthlyGiftPage({ body, site }: PageProps<'monthly-gift'>) {
  const { gift, token, submission } = body
  const query = `?${new URLSearchParams({ token })}`
  const amountError = submission?.errors.amount
  return (
    <>
      <TitleBanner title="Your Monthly Gift" />
      <div className="band band--tint">
        <div className="donate-panel gift-state">
          {submission && (
            <p
              className={submission.outcome === 'refused' ? 'form-problem' : 'gift-done'}
              role={submission.outcome === 'refused' ? 'alert' : 'status'}
            >
              {submission.detail}
            </p>
          )}
          {!gift ? (
            <p>
              This link is not valid. Please use the link in your latest email about your monthly gift, or
              contact us at {contactLine(site)}.
            </p>
          ) : (
            <>
              <h2>
                {`${gift.firstName}, your monthly gift is ${gift.status === 'active' ? gift.amountShown : 'cancelled'}`}
              </h2>
              <dl className="gift-summary">
                <div>
                  <dt>Amount</dt>
                  <dd>{`${gift.amountShown} every month`}</dd>
                </div>
                <div>
                  <dt>For</dt>
                  <dd>{gift.cause ?? 'General fund'}</dd>
                </div>
                <div>
                  <dt>Given</dt>
                  <dd>{gift.channel === 'online' ? 'Online, through the emailed pay link' : 'Offline'}</dd>
                </div>
                <div>
                  <dt>State</dt>
                  <dd>
                    {gift.status === 'active'
                      ? `Active: the next month is due on ${gift.nextDue}`
                      : 'Cancelled'}
                  </dd>
                </div>
              </dl>
              {gift.status === 'active' && (
                <>
                  <form className="form-grid" method="post" action={`${MONTHLY_GIFT_PATH}/amount${query}`}>
                    <Field
                      id="monthly-amount"
                      label="New amount in taka (BDT)"
                      hint="From the next month on; months already due stay as they are."
                      error={amountError}
                    >
                      {(control) => (
                        <input
                          {...control}
                          name="amount"
                          inputMode="decimal"
                          defaultValue={submission?.values.amount ?? ''}
                          required
                        />
                      )}
                    </Field>
                    <div className="form-field--wide">
                      <button type="submit" className="form-submit">
                        Change the Amount
                      </button>
                    </div>
                  </form>
                  <form className="gift-cancel" method="post" action={`${MONTHLY_GIFT_PATH}/cancel${query}`}>
                    <p>Cancelling ends the gift: no more months will be due.</p>
                    <button type="submit" className="form-submit form-submit--quiet">
                      Cancel My Monthly Gift
                    </button>
                  </form>
                </>
              )}
            </>
          )}
        </div>
      </div>
    </>
  )
}
