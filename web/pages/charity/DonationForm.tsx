/**
 * The donation form of /donate and of each cause's Donations tab. Online payments are not open,
 * so a valid submit says so plainly; card details are checked in the browser and never sent.
 */
import { useId } from 'react'
import type { SiteSettings } from '../../page-data.ts'
import { contactLine, Field, firstWord, SubmitRow, useCheckedForm } from './form.tsx'
import { formatTaka } from './money.ts'
import { checkDonation, type DonationValues, type PaymentMethod } from './validate.ts'

const PRESETS = [500, 1000, 2500, 5000]

const empty: DonationValues = {
  amount: '',
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  message: '',
  method: 'offline',
  cardName: '',
  cardNumber: '',
  cvv: '',
  expiry: '',
}

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'card', label: 'Payment By Card' },
  { value: 'offline', label: 'Offline Donation' },
]

export function DonationForm({ site, cause }: { site: SiteSettings; cause?: string }) {
  const form = useCheckedForm(
    empty,
    (values) => checkDonation(values, new Date()),
    (values) => {
      const gift = `${formatTaka(Number(values.amount.replace(/[,\s]/g, '')))}${cause ? ` for ${cause}` : ''}`
      const thanks = `Thank you, ${firstWord(values.firstName)}.`
      return values.method === 'card'
        ? {
            status: `${thanks} Online card payments are not open yet, so nothing was charged and your card details were not sent anywhere; we have cleared them from this form. To give ${gift}, please choose Offline Donation or contact us at ${contactLine(site)}.`,
            clear: { cardNumber: '', cvv: '', expiry: '' },
          }
        : {
            status: `${thanks} This form does not send anything yet, so we have not received your pledge of ${gift}. To give by bank transfer or at our office, please contact us at ${contactLine(site)} and we will send you the details.`,
          }
    },
  )
  const amount = form.values.amount.replace(/[,\s]/g, '')
  const byCard = form.values.method === 'card'
  const titleId = useId()
  return (
    <form className="charity-form donation-form" aria-labelledby={titleId} {...form.formProps}>
      <h2 id={titleId} className="charity-form__title">
        Make a Donation
      </h2>
      <p className="charity-form__lead">
        Online payments are not open yet. Tell us what you would like to give, and we will show you how to
        complete your gift offline.
      </p>
      <fieldset>
        <legend>Your Donation</legend>
        <div className="amount-presets">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="amount-preset"
              aria-pressed={amount === String(preset)}
              onClick={() => form.set('amount', String(preset))}
            >
              {formatTaka(preset)}
            </button>
          ))}
        </div>
        <Field form={form} name="amount" label="Amount in taka (BDT)" required inputMode="numeric" />
      </fieldset>
      <fieldset>
        <legend>Details</legend>
        <div className="charity-fields">
          <Field form={form} name="firstName" label="First Name" required autoComplete="given-name" />
          <Field form={form} name="lastName" label="Last Name" required autoComplete="family-name" />
          <Field form={form} name="email" label="Email" type="email" required autoComplete="email" />
          <Field form={form} name="address" label="Address" autoComplete="street-address" />
          <Field form={form} name="message" label="Message" multiline className="charity-field--wide" />
        </div>
      </fieldset>
      <fieldset>
        <legend>Choose Your Payment Method</legend>
        <div className="payment-methods">
          {METHODS.map((method) => (
            <label key={method.value} className="payment-method">
              <input
                type="radio"
                // The radios' shared name groups them for arrow keys; nothing is ever posted.
                name={form.idOf('method')}
                value={method.value}
                checked={form.values.method === method.value}
                onChange={() => form.set('method', method.value)}
              />
              {method.label}
            </label>
          ))}
        </div>
        {byCard && (
          <div className="charity-fields card-fields">
            <p className="charity-field__hint charity-field--wide">
              Online card payments are not open yet: nothing is charged, and card details never leave this
              page.
            </p>
            <Field form={form} name="cardName" label="Card holder name" required autoComplete="cc-name" />
            <Field
              form={form}
              name="cardNumber"
              label="Card number"
              required
              inputMode="numeric"
              autoComplete="cc-number"
            />
            <Field form={form} name="cvv" label="CVV" required inputMode="numeric" autoComplete="cc-csc" />
            <Field
              form={form}
              name="expiry"
              label="Expiry date (MM/YY)"
              required
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
            />
          </div>
        )}
      </fieldset>
      <SubmitRow
        form={form}
        label="Donate Now"
        withoutScript={`This form needs JavaScript, and online payments are not open yet. To donate, please contact us at ${contactLine(site)}.`}
      />
    </form>
  )
}
