/**
 * The organisation's name for the signed-out pages, from the public site settings (the same
 * answer the site reads): its site name, else its title; undefined when neither is set.
 */
import { requestJson } from './http.ts'

const SETTINGS_URL = '/general_setting/api/v1/general_setting/all/'

interface SettingsAnswer {
  general_settings?: { site_name?: string | null; title?: string | null }[]
}

export async function organisationName(): Promise<string | undefined> {
  const settings = (await requestJson<SettingsAnswer>(SETTINGS_URL)).general_settings?.[0]
  return settings?.site_name?.trim() || settings?.title?.trim() || undefined
}
