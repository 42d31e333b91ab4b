import { useEffect } from 'react'
import { ACCOUNT_PATH } from '../../../common/account-links.ts'
import { changePasswordRules, profileRules } from '../../../common/form-rules.ts'
import { useForm } from '../../components/form.ts'
import { TableScroll, TextField, TitleBanner } from '../../kit.ts'
import { FormProblem, NewPasswordFields, PasswordField, useCheckedPost } from '../forms/AuthCard.tsx'
import type { Submission } from '../forms/types.ts'
import type { PageProps } from '../registry.ts'
import type { AccountMembership, AccountView } from './types.ts'

/**
 * A supporter's own area: their gifts with receipts, annual statements, monthly gifts, membership
 * and dues, and their details. The server renders it for them alone (server/site/account/); its
 * forms post to /account/* and are answered with this page again.
 */
export function AccountPage({ body }: PageProps<'account'>) {
  const { account, submission } = body
  // The shared copy of the page (reached by navigating in the browser): the server shows the real one.
  useEffect(() => {
    if (!account) window.location.replace(ACCOUNT_PATH)
  }, [account])
  if (!account)
    return (
      <>
        <TitleBanner title="My Account" />
        <div className="band">
          <p className="account__loading">
            <a href={ACCOUNT_PATH}>Open your account</a>
          </p>
        </div>
      </>
    )
  return (
    <>
      <TitleBanner title="My Account" />
      <div className="band account">
        {submission && (
          <p
            className={submission.outcome === 'refused' ? 'form-problem' : 'gift-done'}
            role={submission.outcome === 'refused' ? 'alert' : 'status'}
          >
            {submission.detail}
          </p>
        )}
        <header className="account__head">
          <h2>{`Welcome, ${account.firstName || account.email}`}</h2>
          <form method="post" action={`${ACCOUNT_PATH}/sign-out`}>
            <input type="hidden" name="csrf" value={account.csrf} />
            <button type="submit" className="form-submit form-submit--quiet">
              Sign Out
            </button>
          </form>
        </header>
        <Gifts account={account} />
        <MonthlyGifts account={account} />
        {account.membership && <Membership membership={account.membership} />}
        <HelpRequests account={account} />
        <Profile account={account} submission={submission} />
      </div>
    </>
  )
}

function Gifts({ account }: { account: AccountView }) {
  return (
    <section className="account__section" aria-labelledby="account-gifts">
      <h3 id="account-gifts">My Gifts</h3>
      {account.gifts.length === 0 ? (
        <p>
          No gifts yet under {account.email}. Gifts given with this email address show here, with their
          receipts.
        </p>
      ) : (
        <>
          <p>{`Received in all: ${account.totalReceived}. Thank you.`}</p>
          <TableScroll label="My gifts">
            <table className="account__table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Amount</th>
                  <th scope="col">For</th>
                  <th scope="col">Paid by</th>
                  <th scope="col">State</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {account.gifts.map((gift, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page
                  <tr key={i}>
                    <td>{gift.date}</td>
                    <td>{gift.amount}</td>
                    <td>{gift.monthly ? `${gift.cause} (monthly)` : gift.cause}</td>
                    <td>{gift.method ?? '—'}</td>
                    <td>{gift.state}</td>
                    <td>
                      <ReceiptLink receipt={gift.receipt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {account.statements.length > 0 && (
        <p className="account__statements">
          Annual statements:{' '}
          {account.statements.map((s, i) => (
            <span key={s.year}>
              {i > 0 && ', '}
              <a href={s.href} download>
                {`Fiscal year ${s.year}`}
                <span className="visually-hidden"> (PDF)</span>
              </a>
            </span>
          ))}
        </p>
      )}
    </section>
  )
}

function MonthlyGifts({ account }: { account: AccountView }) {
  if (account.monthly.length === 0) return null
  return (
    <section className="account__section" aria-labelledby="account-monthly">
      <h3 id="account-monthly">My Monthly Gifts</h3>
      <ul className="account__list">
        {account.monthly.map((gift) => (
          <li key={gift.manageHref}>
            {`${gift.amount} every month to ${gift.cause}: `}
            {gift.active ? `next due on ${gift.nextDue}. ` : 'cancelled. '}
            {gift.active && <a href={gift.manageHref}>Change the amount or cancel</a>}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Membership({ membership }: { membership: AccountMembership }) {
  return (
    <section className="account__section" aria-labelledby="account-membership">
      <h3 id="account-membership">My Membership</h3>
      <dl className="gift-summary">
        <div>
          <dt>Member number</dt>
          <dd>{membership.number}</dd>
        </div>
        <div>
          <dt>Membership</dt>
          <dd>{membership.type ?? '—'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <strong className={`member-status member-status--${membership.status}`}>
              {membership.status}
            </strong>
            {`: ${membership.rule}`}
          </dd>
        </div>
        <div>
          <dt>Dues</dt>
          <dd>
            {membership.arrears.count === 0
              ? 'Nothing due. Thank you.'
              : `${membership.arrears.amount} due: ${membership.arrears.rule}`}
          </dd>
        </div>
      </dl>
      {membership.periods.length > 0 && (
        <TableScroll label="My membership periods">
          <table className="account__table">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Membership</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {membership.periods.map((period, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page
                <tr key={i}>
                  <td>{period.cancelled ? `${period.shown} (cancelled)` : period.shown}</td>
                  <td>{period.type}</td>
                  <td>
                    <ReceiptLink receipt={period.receipt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}

/** The account's help requests, each to its page, and the way to ask for more (name and email filled in). */
function HelpRequests({ account }: { account: AccountView }) {
  const name = `${account.firstName} ${account.lastName}`.trim()
  // In the fragment: the browser fills the form with them, and no server or cache ever sees them.
  const ask = `/help#${new URLSearchParams({ ...(name && { name }), email: account.email })}`
  return (
    <section className="account__section" aria-labelledby="account-help">
      <h3 id="account-help">Help Requests</h3>
      {account.helpRequests.length === 0 ? (
        <p>No help requests yet.</p>
      ) : (
        <TableScroll label="My help requests">
          <table className="account__table">
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Last update</th>
              </tr>
            </thead>
            <tbody>
              {account.helpRequests.map((request) => (
                <tr key={request.number}>
                  <td>
                    <a href={request.href}>{request.number}</a>
                  </td>
                  <td>{request.subject}</td>
                  <td>{request.status}</td>
                  <td>{request.updated}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <p>
        <a href={ask}>Ask for help</a>
      </p>
    </section>
  )
}

/** A receipt to download, or a dash where there is none (a pledge, a period not paid by dues). */
function ReceiptLink({ receipt }: { receipt: { number: string; href: string } | null }) {
  if (!receipt) return <>—</>
  return (
    <a href={receipt.href} download>
      {receipt.number}
      <span className="visually-hidden"> (PDF)</span>
    </a>
  )
}

/** Which of the area's forms a refusal belongs to: the one whose fields it names. */
const refusedIn = (submission: Submission | null, fields: readonly string[]) =>
  submission?.outcome === 'refused' &&
  (Object.keys(submission.errors).some((key) => fields.includes(key)) ||
    Object.keys(submission.values).some((key) => fields.includes(key)))
    ? submission
    : null

function Profile({ account, submission }: { account: AccountView; submission: Submission | null }) {
  const profileRefusal = refusedIn(submission, Object.keys(profileRules))
  const passwordRefusal = refusedIn(submission, Object.keys(changePasswordRules))
  const details = useForm('profile', profileRules, {
    initial: profileRefusal ?? {
      values: { first_name: account.firstName, last_name: account.lastName, phone: account.phone },
      errors: {},
      outcome: 'sent',
      detail: '',
    },
  })
  const password = useForm('password', changePasswordRules, { initial: passwordRefusal })
  const detailsPost = useCheckedPost(details)
  const passwordPost = useCheckedPost(password)
  return (
    <section className="account__section" aria-labelledby="account-profile">
      <h3 id="account-profile">My Details</h3>
      <p>{`You sign in with ${account.email}. To change it, please write to us.`}</p>
      <form
        className="form-grid"
        method="post"
        action={`${ACCOUNT_PATH}/profile`}
        noValidate
        onSubmit={detailsPost.submit}
      >
        <input type="hidden" name="csrf" value={account.csrf} />
        <TextField form={details} name="first_name" label="First name" autoComplete="given-name" required />
        <TextField form={details} name="last_name" label="Last name" autoComplete="family-name" />
        <TextField form={details} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <div className="form-field--wide">
          <button type="submit" className="form-submit">
            Save My Details
          </button>
        </div>
      </form>
      <h3 id="account-password">Change My Password</h3>
      <form
        className="form-grid"
        method="post"
        action={`${ACCOUNT_PATH}/password`}
        noValidate
        onSubmit={passwordPost.submit}
        aria-labelledby="account-password"
      >
        <FormProblem problem={passwordRefusal?.detail ?? null} />
        <input type="hidden" name="csrf" value={account.csrf} />
        <PasswordField
          form={password}
          name="current"
          label="Current password"
          autoComplete="current-password"
        />
        <NewPasswordFields form={password} label="New password" confirmLabel="Confirm the new password" />
        <div className="form-field--wide">
          <button type="submit" className="form-submit">
            Change My Password
          </button>
        </div>
      </form>
    </section>
  )
}
