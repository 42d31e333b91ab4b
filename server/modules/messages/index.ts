/** What visitors send through the site's forms: contact messages, newsletter sign-ups, volunteers. */
import { defineArea } from '../area.ts'
import {
  contactMessageResource,
  newsletterSubscriberResource,
  volunteerApplicationResource,
} from './form-submissions.ts'

export const messagesArea = defineArea({
  name: 'messages',
  resources: [contactMessageResource, newsletterSubscriberResource, volunteerApplicationResource],
})
