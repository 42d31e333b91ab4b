import { describe, expect, it } from 'vitest'
import { i18nProvider, inSentence, nameResources, phrase, resourceName } from './i18n.ts'

const t = i18nProvider.translate

describe('the back office’s texts', () => {
  it('says "Saved." for one record and counts several', () => {
    expect(t('ra.notification.updated', { smart_count: 1 })).toBe('Saved.')
    expect(t('ra.notification.deleted', { smart_count: 3 })).toBe('3 records deleted.')
  })

  it('keeps react-admin’s own texts for the rest', () => expect(t('ra.action.save')).toBe('Save'))

  it('fills placeholders and falls back to the one form', () => {
    expect(phrase('Hello %{name}', { name: 'Ada' })).toBe('Hello Ada')
    expect(phrase('Created.', { smart_count: 2 })).toBe('Created.')
  })

  it('signs out as it signs in', () => {
    expect(t('ra.auth.sign_in')).toBe('Sign in')
    expect(t('ra.auth.logout')).toBe('Sign out')
  })
})

describe('resource names', () => {
  const notices = resourceName('Notice', 'Notices')

  it('count: one notice, several notices', () => {
    expect(t(notices, { smart_count: 1, _: notices })).toBe('Notice')
    expect(t(notices, { smart_count: 2, _: notices })).toBe('Notices')
  })

  it('are words inside a sentence, acronyms kept', () => {
    expect(inSentence('Blog posts')).toBe('blog posts')
    expect(inSentence('HR services')).toBe('HR services')
    expect(inSentence('')).toBe('')
  })

  it('title a new record in the singular, a record by its name, and ask before deleting', () => {
    expect(t('ra.page.create', { name: 'Notice' })).toBe('New notice')
    expect(t('ra.page.edit', { name: 'Role', recordRepresentation: 'Editor' })).toBe('Role: Editor')
    expect(t('ra.navigation.no_results', { name: 'Audit log' })).toBe('No audit log found')
    expect(t('ra.message.bulk_delete_title', { smart_count: 3, name: 'notices' })).toBe('Delete 3 notices?')
  })

  it('name a resource by its label where react-admin only knows its identifier: never "department"', () => {
    nameResources([{ name: 'department', label: 'Department', plural: 'Departments' }])
    // What react-admin's delete button asks for, with the lower-case fallback it would show.
    const name = t('resources.department.forcedCaseName', { smart_count: 1, _: 'department' })
    expect(name).toBe('Department')
    expect(t('ra.message.delete_title', { name, recordRepresentation: 'Outreach' })).toBe(
      'Delete Department: Outreach?',
    )
    expect(t('resources.department.name', { smart_count: 2, _: 'departments' })).toBe('Departments')
  })
})
