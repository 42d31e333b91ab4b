/**
 * The donation form of /donate and of each cause's Donations tab: an amount (a preset or another),
 * once or every month, the cause (chosen here, or fixed by the cause's page), the donor's details,
 * and the way to give: online on the payment gateway's own page (offered only when a gateway is
 * configured) or offline, with the organisation's instructions. It never asks for card details.
 * Posted without JavaScript it works the same: the server sends the browser on with a 303.
 */
import { type FormEvent, useId, useState } from 'react'
import { FormGuard } from '../../components/FormGuard.tsx'
import { type Form, post, useForm } from '../../components/form.ts'
import { guardFields, startForm } from '../../components/form-guard-client.ts'
import { Field, TextField } from '../../kit.ts'
import type { SiteSettings } from '../../page-data.ts'
import { SendRow } from '../forms/SentPanel.tsx'
import type { Submission } from '../forms/types.ts'
import type { CauseChoice } from './giving-types.ts'
import { formatTaka } from './money.ts'
import { type DonationField, donationRules } from './rules.ts'

type Donation = Form<DonationField>

/** A group of radios under a legend, its message beside it; the first radio takes the focus. */
function Choices({
  form,
  name,
  legend,
  options,
}: {
  form: Donation
  name: DonationField
  legend: string
  options: { value: string; label: string }[]
}) {
  const error = form.errorOf(name)
  const errorId = `${form.idOf(name)}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="payment-methods">
        {options.map((option, i) => (
          <label key={option.value} className="payment-method">
            <input
              type="radio"
              id={i === 0 ? form.idOf(name) : undefined}
              name={name}
              value={option.value}
              checked={form.values[name] === option.value}
              onChange={() => form.set(name, option.value)}
              aria-invalid={error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function Amount({ form, presets }: { form: Donation; presets: number[] }) {
  const error = form.errorOf('amount')
  const errorId = `${form.idOf('amount')}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend>Your Donation</legend>
      <div className="amount-presets">
        {presets.map((taka, i) => (
          <label key={taka} className="amount-preset">
            <input
              type="radio"
              id={i === 0 ? form.idOf('amount') : undefined}
              name="amount"
              value={String(taka)}
              checked={form.values.amount === String(taka) && !form.values.otherAmount.trim()}
              onChange={() => {
                form.set('amount', String(taka))
                form.set('otherAmount', '')
              }}
              aria-invalid={error ? true : undefined}
            />
            {formatTaka(taka)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
      <TextField
        form={form}
        name="otherAmount"
        label={presets.length > 0 ? 'Or another amount, in taka (BDT)' : 'Amount in taka (BDT)'}
        hint={
          presets.length > 0 ? 'An amount typed here is given instead of the one chosen above.' : undefined
        }
        inputMode="decimal"
        required={presets.length === 0}
      />
    </fieldset>
  )
}

function CauseField({
  form,
  causeId,
  cause,
  causes,
}: {
  form: Donation
  causeId?: number
  cause?: string
  causes: CauseChoice[]
}) {
  if (causeId !== undefined) {
    const error = form.errorOf('cause')
    return (
      <div className="form-field--wide">
        <input type="hidden" name="cause" value={String(causeId)} />
        <p className="donation-form__cause">Your gift goes to {cause ?? 'this cause'}.</p>
        {error && <p className="form-field__error">{error}</p>}
      </div>
    )
  }
  return (
    <Field id={form.idOf('cause')} label="Give to" error={form.errorOf('cause')} wide>
      {(control) => (
        <select {...control} {...form.bind('cause')}>
          <option value="">General fund (where it is needed most)</option>
          {causes.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

function Details({ form }: { form: Donation }) {
  const online = form.values.way === 'online'
  return (
    <fieldset>
      <legend>Your Details</legend>
      <div className="form-grid">
        <TextField form={form} name="firstName" label="First Name" autoComplete="given-name" required />
        <TextField form={form} name="lastName" label="Last Name" autoComplete="family-name" required />
        <TextField form={form} name="email" label="Email" type="email" required />
        <TextField
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          required={online}
          hint={online ? 'The payment gateway asks for it.' : undefined}
        />
        <TextField
          form={form}
          name="address"
          label="Address"
          autoComplete="street-address"
          wide
          required={online}
        />
        <TextField form={form} name="message" label="Message (optional)" wide rows={4} />
        <div className="form-field form-field--wide">
          <label className="donation-form__check">
            <input
              type="checkbox"
              name="anonymous"
              value="yes"
              checked={form.values.anonymous === 'yes'}
              onChange={(event) => form.set('anonymous', event.target.checked ? 'yes' : '')}
            />
            Do not show my name on the site (your receipt still names you)
          </label>
        </div>
      </div>
    </fieldset>
  )
}

/** The organisation's words on giving offline (plain text, its line breaks kept). */
function Instructions({ text }: { text: string }) {
  return (
    <p className="giving-instructions">
      {text ||
        'Once you pledge, we will email you how to give by bank transfer, cheque, mobile wallet or at our office.'}
    </p>
  )
}

function Way({ form, site }: { form: Donation; site: SiteSettings }) {
  if (!site.giving.online)
    return (
      <fieldset>
        <legend>How to Give</legend>
        <input type="hidden" name="way" value="offline" />
        <p>Online giving is not open at the moment. Pledge your gift here, then give it this way:</p>
        <Instructions text={site.giving.offlineInstructions} />
      </fieldset>
    )
  return (
    <>
      <Choices
        form={form}
        name="way"
        legend="How to Give"
        options={[
          { value: 'online', label: 'Online now: card, bKash, Nagad, Rocket or internet banking' },
          { value: 'offline', label: 'Offline: bank transfer, cheque, cash or mobile wallet' },
        ]}
      />
      {form.values.way === 'online' ? (
        <p className="form-field--wide donation-form__note">
          You pay on the payment gateway’s secure page (SSLCommerz): we never see your card or wallet details.
        </p>
      ) : (
        <div className="form-field--wide">
          <Instructions text={site.giving.offlineInstructions} />
        </div>
      )}
    </>
  )
}

/** Sends the form and follows the server's redirect_url, as a post without JavaScript follows its 303. */
function useGive(form: Donation) {
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Read now: React's event has no currentTarget once the handler awaits.
    const element = event.currentTarget
    if (sending || !form.check()) return
    setSending(true)
    setProblem(null)
    const guard = await guardFields(element)
    const answer = await post(element.action, { ...form.values, ...guard })
    const data = answer.data as {
      detail?: string
      redirect_url?: string
      errors?: Record<string, string[]>
    } | null
    if (data?.redirect_url) {
      window.location.assign(data.redirect_url)
      return
    }
    setSending(false)
    const errors = Object.fromEntries(
      Object.entries(data?.errors ?? {}).map(([key, list]) => [key, list[0] ?? '']),
    )
    if (Object.keys(errors).length > 0) form.showServerErrors(errors)
    else setProblem(data?.detail ?? `The server answered ${answer.status}. Please try again later.`)
  }
  return { sending, problem, submit }
}

export function DonationForm({
  site,
  causeId,
  cause,
  causes = [],
  initial = null,
}: {
  site: SiteSettings
  /** On a cause's page: the gift goes to this cause (no choice is offered). */
  causeId?: number
  /** The cause's name, said in the form. */
  cause?: string
  /** On /donate: the causes open for gifts, offered with the general fund. */
  causes?: CauseChoice[]
  /** What the server answered a form posted without JavaScript. */
  initial?: Submission | null
}) {
  const titleId = useId()
  const { presets } = site.giving
  const form = useForm('donation', donationRules, {
    initial,
    start: {
      frequency: 'once',
      way: site.giving.online ? 'online' : 'offline',
      cause: causeId === undefined ? '' : String(causeId),
    },
  })
  const give = useGive(form)
  const refusal =
    initial?.outcome === 'refused' && Object.keys(initial.errors).length === 0 ? initial.detail : null
  return (
    <>
      <h2 id={titleId} className="donation-form__title">
        Make a Donation
      </h2>
      <p className="donation-form__lead">
        Give once or every month, to {causeId === undefined ? 'a cause or our general fund' : 'this cause'}.
        Every gift gets a numbered money receipt by email.
      </p>
      <form
        className="form-grid donation-form"
        aria-labelledby={titleId}
        method="post"
        action="/donate"
        noValidate
        onSubmit={give.submit}
        onFocus={(event) => startForm(event.currentTarget)}
      >
        <FormGuard />
        <Amount form={form} presets={presets} />
        <Choices
          form={form}
          name="frequency"
          legend="How Often"
          options={[
            { value: 'once', label: 'Once' },
            { value: 'monthly', label: 'Every month' },
          ]}
        />
        <CauseField form={form} causeId={causeId} cause={cause} causes={causes} />
        <Details form={form} />
        <Way form={form} site={site} />
        <SendRow
          send={{ sending: give.sending, problem: give.problem ?? refusal }}
          label={form.values.way === 'online' ? 'Donate Now' : 'Pledge My Gift'}
        />
      </form>
    </>
  )
}
