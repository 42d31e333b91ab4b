/**
 * The forms in a real browser: every page at 390 and 1440 px (screenshots, axe, no console
 * errors); every validation message of the contact, sign-in, sign-up, forgot-password and
 * newsletter forms; the toasts; a real sign-in with the administrator the e2e server starts with;
 * a contact message sent with and without JavaScript; the volunteer form refusing a non-PDF.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { testAdmin } from '../support/paths.ts'
import { axeViolations, launchBrowser, openPage, screenshot, visit } from './browser.ts'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The browser reports an answer with status 4xx as a console error; those are expected here. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e))

const messages = async (page: Page) => page.locator('.form-field__error').allTextContents()

describe('every form page', () => {
  it.each([
    { name: 'contact', path: '/contact', heading: 'Contact Us' },
    { name: 'login', path: '/login', heading: 'Sign In' },
    { name: 'register', path: '/register', heading: 'Signup' },
    { name: 'forgot-password', path: '/forgot-password', heading: 'Forgot Password' },
    { name: 'volunteer', path: '/volunteer', heading: 'Volunteer' },
    { name: 'newsletter', path: '/newsletter', heading: 'Newsletter' },
  ])(
    '$path renders at 390 and 1440 px with no console errors and no axe violations',
    async ({ name, path, heading }) => {
      for (const width of [390, 1440]) {
        const { page, errors, close } = await openPage(browser, width)
        const response = await visit(page, base + path)
        expect(response?.status()).toBe(200)
        expect(await page.locator('h1').allTextContents()).toEqual([heading])
        await screenshot(page, `forms-${name}-${width}`)
        expect(await axeViolations(page)).toEqual([])
        expect(errors).toEqual([])
        await close()
      }
    },
  )
})

describe('contact form', () => {
  it('shows every message after a first submit, focuses the first, and thanks the sender once sent', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/contact`)
    const form = page.locator('main form')
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(await messages(page)).toEqual([
      'Please enter your name',
      'Please enter your Lastname',
      'Please enter your email',
      'Please enter your subject',
      'Please enter your note',
    ])
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name')
    const name = page.getByLabel('Name', { exact: true })
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await name.getAttribute('aria-describedby')).toBe('contact-name-error')
    expect(await axeViolations(page)).toEqual([])

    await name.fill('Farhana')
    await page.getByLabel('Lastname').fill('Begum')
    await page.getByLabel('Email', { exact: true }).fill('farhana@')
    await page.getByLabel('Subject').selectOption('Support')
    await page.getByLabel('Message').fill('Is there an evening Japanese class this autumn?')
    // An address that is not one says so (the spec's "Please enter your email" is for an empty one).
    expect(await messages(page)).toEqual(['Please enter a valid email'])
    await page.getByLabel('Email', { exact: true }).fill('farhana.begum@example.com')
    expect(await messages(page)).toEqual([])
    await form.getByRole('button', { name: 'Send Message' }).click()
    const thanks = page.locator('main [role="status"]')
    await thanks.getByText('Thank you', { exact: true }).waitFor()
    expect(await thanks.textContent()).toContain(
      'Thank you, Farhana! Your message has reached Meghsetu Group',
    )
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sent')
    await screenshot(page, 'forms-contact-sent-1440')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Send another message' }).click()
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('')
    expect(errors).toEqual([])
    await close()
  })

  it('shows a field message live, once the field has been changed', async () => {
    const { page, close } = await openPage(browser, 390)
    await visit(page, `${base}/contact`)
    const lastname = page.getByLabel('Lastname')
    await lastname.fill('B')
    expect(await messages(page)).toEqual([])
    await lastname.fill('')
    expect(await messages(page)).toEqual(['Please enter your Lastname'])
    await close()
  })

  it('works without JavaScript: the server shows the messages with the input kept, then the thank-you', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
    })
    const page = await context.newPage()
    await page.goto(`${base}/contact`)
    await page.getByLabel('Name', { exact: true }).fill('Karim')
    await page.getByLabel('Email', { exact: true }).fill('karim@example.com')
    await page.locator('main form').getByRole('button', { name: 'Send Message' }).click()
    await page.waitForLoadState()
    expect(await messages(page)).toEqual([
      'Please enter your Lastname',
      'Please enter your subject',
      'Please enter your note',
    ])
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Karim')
    await page.getByLabel('Lastname').fill('Uddin')
    await page.getByLabel('Subject').selectOption('Buying')
    await page.getByLabel('Message').fill('I would like to sponsor two welding scholarships.')
    await page.locator('main form').getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Thank you, Karim!', { exact: false }).waitFor()
    await screenshot(page, 'forms-contact-no-js-390')
    await context.close()
  })
})

describe('sign in', () => {
  it('validates live, toasts an incomplete form, and shows and hides the password', async () => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, `${base}/login`)
    expect(await page.getByLabel('E-mail').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.locator('.toast--error').getByText('Empty field is not allowed!').waitFor()
    expect(await messages(page)).toEqual(['The email field is required.', 'The password field is required.'])
    await page.getByLabel('E-mail').fill('admin@')
    expect(await messages(page)).toEqual([
      'The email must be a valid email address.',
      'The password field is required.',
    ])
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('secret words')
    expect(await password.getAttribute('type')).toBe('password')
    const toggle = page.getByRole('button', { name: 'Show password' })
    await toggle.click()
    expect(await password.getAttribute('type')).toBe('text')
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    await toggle.click()
    expect(await password.getAttribute('type')).toBe('password')
    await screenshot(page, 'forms-login-errors-390')
    expect(await axeViolations(page)).toEqual([])
    // The toast closes by its button.
    await page.getByRole('button', { name: 'Dismiss notice' }).first().click()
    expect(await page.locator('.toast').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('shows the server message for a wrong password, then signs in for real and goes home', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/login`)
    await page.getByLabel('E-mail').fill(testAdmin.email)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Login' }).click()
    await page
      .locator('.toast--error')
      .getByText('No active account found with the given credentials')
      .waitFor()
    expect(page.url()).toBe(`${base}/login`)
    await page.getByLabel('Password', { exact: true }).fill(testAdmin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(`${base}/home`)
    // The toast survives the navigation.
    await page.locator('.toast--success').getByText('Welcome back, Administrator!').waitFor()
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'kizuna_session')?.httpOnly).toBe(true)
    await screenshot(page, 'forms-login-welcome-1440')
    expect(unexpected(errors)).toEqual([])
    await close()
  })
})

describe('sign up', () => {
  it('validates every field as specified, allows spaces in names, and never shows the password', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/register`)
    await page.locator('main').getByRole('button', { name: 'Sign Up' }).click()
    await page.locator('.toast--error').getByText('Empty field is not allowed!').waitFor()
    expect(await messages(page)).toEqual([
      'The full name field is required.',
      'The email field is required.',
      'The password field is required.',
      'The confirm password field is required.',
    ])
    await page.getByLabel('Name').fill('R2-D2')
    await page.getByLabel('E-mail').fill('rahim@example')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm Password').fill('shorter')
    expect(await messages(page)).toEqual([
      'The full name may only contain letters, spaces, dots, hyphens and apostrophes.',
      'The email must be a valid email address.',
      'The password must be at least 10 characters.',
      'The confirm password must match the password.',
    ])
    expect(await page.locator('main').textContent()).not.toContain('short')
    expect(await page.getByLabel('Confirm Password').getAttribute('type')).toBe('password')

    await page.getByLabel('Name').fill('Md. Rahim Uddin')
    await page.getByLabel('E-mail').fill('rahim@example.com')
    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByLabel('Confirm Password').fill('a long enough password')
    expect(await messages(page)).toEqual([])
    await page.locator('main').getByRole('button', { name: 'Sign Up' }).click()
    const notice = page.locator('.auth__notice')
    await notice.getByText('We have emailed a link to rahim@example.com', { exact: false }).waitFor()
    expect(await page.locator('main').textContent()).not.toContain('Registration Complete')
    await screenshot(page, 'forms-register-notice-1440')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})

describe('forgot password', () => {
  it('validates the email, asks the server for a reset link and returns to sign in', async () => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, `${base}/forgot-password`)
    await page.getByRole('button', { name: 'Resend Password' }).click()
    await page.locator('.toast--error').getByText('Empty field is not allowed!').waitFor()
    expect(await messages(page)).toEqual(['The email field is required.'])
    await page.getByLabel('E-mail').fill('someone@')
    expect(await messages(page)).toEqual(['The email must be a valid email address.'])
    await page.getByLabel('E-mail').fill(testAdmin.email)
    await page.getByRole('button', { name: 'Resend Password' }).click()
    await page.waitForURL(`${base}/login`)
    await page
      .locator('.toast--success')
      .getByText('If an account exists for this email, we have sent it a link to choose a new password.')
      .waitFor()
    expect(errors).toEqual([])
    await close()
  })
})

describe('newsletter in the footer', () => {
  it('validates the email and announces the sign-up', async () => {
    const { page, errors, close } = await openPage(browser, 390)
    await visit(page, `${base}/`)
    const footer = page.locator('footer')
    // The form's checks load on first use, so each message appears a moment after the action.
    const message = (text: string) => footer.locator('.form-field__error').getByText(text, { exact: true })
    await footer.getByRole('button', { name: 'Sign Up' }).click()
    await message('Please enter your email').waitFor()
    expect(await footer.locator('.form-field__error').count()).toBe(1)
    const email = footer.getByLabel('Your email address')
    await email.fill('reader@example')
    await message('Please enter a valid email').waitFor()
    expect(await footer.locator('.form-field__error').count()).toBe(1)
    await email.fill('Reader@Example.com')
    await footer.getByRole('button', { name: 'Sign Up' }).click()
    await footer
      .getByRole('status')
      .getByText(
        'Thank you! Please check reader@example.com: we have sent you a link to confirm your subscription.',
      )
      .waitFor()
    expect(await email.inputValue()).toBe('')
    await footer.screenshot({ path: 'test-results/screens/forms-newsletter-footer-390.png' })
    expect(errors).toEqual([])
    await close()
  })
})

describe('volunteer form', () => {
  it('asks for each field and refuses a file that is not a PDF, whatever its name', async () => {
    const { page, errors, close } = await openPage(browser, 1440)
    await visit(page, `${base}/volunteer`)
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(await messages(page)).toEqual([
      'Please enter your first name',
      'Please enter your email',
      'Please enter a subject',
      'Please upload your CV as a PDF',
    ])
    await page.getByLabel('Upload Your CV').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is a program, not a CV'),
    })
    await page.getByText('The CV must be a PDF file.').waitFor()
    await page.getByLabel('First Name').fill('Tanvir')
    await page.getByLabel('Email', { exact: true }).fill('tanvir@example.com')
    await page.getByLabel('Subject', { exact: true }).fill('Weekend conversation club')
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect(await messages(page)).toEqual(['The CV must be a PDF file.'])
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('volunteer-cv')
    await screenshot(page, 'forms-volunteer-errors-1440')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
