/**
 * What the giving specs share: the donation form (of /donate and of a cause's Donations tab) filled
 * with a donor's details, and which console errors are unexpected on its pages.
 */
import type { Page } from 'playwright-core'

/** Fills the donor's details of the form "Make a Donation" on the page; the form. */
export async function fillDonor(page: Page, who: { first: string; email: string; last?: string }) {
  const form = page.getByRole('form', { name: 'Make a Donation' })
  await form.getByLabel('First Name').fill(who.first)
  await form.getByLabel('Last Name').fill(who.last ?? 'Karim')
  await form.getByLabel('Email').fill(who.email)
  await form.getByLabel('Phone').fill('01711 111111')
  await form.getByLabel('Address').fill('Road 5, Dhanmondi, Dhaka')
  return form
}

/** The browser reports an answer with status 4xx as a console error; a refused form is one. */
export const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e))
