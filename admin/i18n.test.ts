import { describe, expect, it } from 'vitest'
import { i18nProvider, phrase } from './i18n.ts'

describe('the back office’s texts', () => {
  it('says "Saved." for one record and counts several', () => {
    expect(i18nProvider.translate('ra.notification.updated', { smart_count: 1 })).toBe('Saved.')
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 records deleted.')
  })

  it('keeps react-admin’s own texts for the rest', () =>
    expect(i18nProvider.translate('ra.action.save')).toBe('Save'))

  it('fills placeholders and falls back to the one form', () => {
    expect(phrase('Hello %{name}', { name: 'Ada' })).toBe('Hello Ada')
    expect(phrase('Created.', { smart_count: 2 })).toBe('Created.')
  })
})
