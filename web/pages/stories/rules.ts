/** The checks of the comment and "Contact Me" forms, built from the site's shared form rules. */
import { all, email, MAX, maxLength, required, webAddress } from '../../../common/form-rules.ts'

const tooLong = (what: string, max: number) =>
  maxLength(max, `Please keep your ${what} under ${max} characters.`)

const name = all(required('Please enter your name'), tooLong('name', MAX.name))
const address = email(
  'Please enter your email',
  'Please enter a valid email address, such as name@example.com',
)

// In the forms' order: the first field at fault takes the focus.
export const commentRules = {
  comment: all(required('Please write your comment'), tooLong('comment', MAX.message)),
  website: webAddress('Please enter a full web address, starting with https://'),
  name,
  email: address,
}

export const messageRules = {
  name,
  email: address,
  message: all(required('Please write your message'), tooLong('message', MAX.message)),
}
