/**
 * The donation form of /donate and of each cause's Donations tab. Online payments are not open,
 * so a valid submit says so plainly; card details are checked in the browser and never sent.
 */
import { useId } from 'react'
import type { Form } from '../../components/form.ts'
import { HonestForm } from '../../components/HonestForm.tsx'
import { TextField } from '../../kit.ts'
import type { SiteSettings } from '../../page-data.ts'
import { formatTaka } from './money.ts'
import { donationRules, takaDigits } from './rules.ts'
import { contactLine, firstWord } from './thanks.ts'

const PRESETS = [500, 1000, 2500, 5000]

const METHODS = [
  { value: 'card', label: 'Payment By Card' },
  { value: 'offline', label: 'Offline Donation' },
]

type Donation = Form<keyof typeof donationRules>

function Amount({ form }: { form: Donation }) {
  return (
    <fieldset>
      <legend>Your Donation</legend>
      <div className="amount-presets">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="amount-preset"
            aria-pressed={takaDigits(form.values.amount) === String(preset)}
            onClick={() => form.set('amount', String(preset))}
          >
            {formatTaka(preset)}
          </button>
        ))}
      </div>
      <TextField form={form} name="amount" label="Amount in taka (BDT)" inputMode="numeric" required />
    </fieldset>
  )
}

function Details({ form }: { form: Donation }) {
  return (
    <fieldset>
      <legend>Details</legend>
      <div className="form-grid">
        <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" required />
        <TextField form={form} name="email" label="Email" type="email" required />
        <TextField form={form} name="address" label="Address" autoComplete="street-address" />
        <TextField form={form} name="message" label="Message" wide rows={5} />
      </div>
    </fieldset>
  )
}

/** Offline by default; the card fields appear only once a visitor picks card payment. */
function Payment({ form }: { form: Donation }) {
  return (
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
      {form.values.method === 'card' && (
        <div className="form-grid">
          <p className="form-field__hint form-field--wide">
            Online card payments are not open yet: nothing is charged, and card details never leave this page.
          </p>
          <TextField form={form} name="cardName" label="Card holder name" autoComplete="cc-name" required />
          <TextField
            form={form}
            name="cardNumber"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            required
          />
          <TextField form={form} name="cvv" label="CVV" inputMode="numeric" autoComplete="cc-csc" required />
          <TextField
            form={form}
            name="expiry"
            label="Expiry date (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            required
          />
        </div>
      )}
    </fieldset>
  )
}

export function DonationForm({ site, cause }: { site: SiteSettings; cause?: string; causeId?: number }) {
  const titleId = useId()
  return (
    <>
      <h2 id={titleId} className="donation-form__title">
        Make a Donation
      </h2>
      <p className="donation-form__lead">
        Online payments are not open yet. Tell us what you would like to give, and we will show you how to
        complete your gift offline.
      </p>
      <HonestForm
        id="donation"
        rules={donationRules}
        start={{ method: 'offline' }}
        labelledBy={titleId}
        className="donation-form"
        submitLabel="Donate Now"
        withoutScript={`This form needs JavaScript, and online payments are not open yet. To donate, please contact us at ${contactLine(site)}.`}
        outcome={(form) => {
          const { values } = form
          const gift = `${formatTaka(Number(takaDigits(values.amount)))}${cause ? ` for ${cause}` : ''}`
          const thanks = `Thank you, ${firstWord(values.firstName)}.`
          if (values.method !== 'card')
            return (
              <p>{`${thanks} This form does not send anything yet, so we have not received your pledge of ${gift}. To give by bank transfer or at our office, please contact us at ${contactLine(site)} and we will send you the details.`}</p>
            )
          form.reset(['cardNumber', 'cvv', 'expiry'])
          return (
            <p>{`${thanks} Online card payments are not open yet, so nothing was charged and your card details were not sent anywhere; we have cleared them from this form. To give ${gift}, please choose Offline Donation or contact us at ${contactLine(site)}.`}</p>
          )
        }}
      >
        {(form) => (
          <>
            <Amount form={form} />
            <Details form={form} />
            <Payment form={form} />
          </>
        )}
      </HonestForm>
    </>
  )
}
