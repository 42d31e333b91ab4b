/** Page bodies of the contact page and the account forms. */
export type FormBody =
  | { kind: 'contact' }
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgot-password' }
  | { kind: 'volunteer' }
