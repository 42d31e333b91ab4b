/** The checks of the blog's comment form and the "Contact Me" form, built from the site's shared form rules. */
import { all, MAX, maxLength, required, visitorEmail } from '../../../common/form-rules.ts'

const tooLong = (what: string, max: number) =>
  maxLength(max, `Please keep your ${what} under ${max} characters.`)

const name = all(required('Please enter your name'), tooLong('name', MAX.name))

// In the forms' order: the first field at fault takes the focus. The server checks the same rules
// (server/site/forms/comment-route.ts). No website field: "website" is the forms' honeypot.
export const commentRules = {
  comment: all(required('Please write your comment'), tooLong('comment', MAX.message)),
  name,
  email: visitorEmail,
}

export const messageRules = {
  name,
  email: visitorEmail,
  message: all(required('Please write your message'), tooLong('message', MAX.message)),
}
