import { describe, expect, it } from 'vitest'
import { matchFixedRoute } from './fixed-routes.ts'

describe('matchFixedRoute', () => {
  it('matches literal segments case-insensitively and takes an optional last segment', () => {
    expect(matchFixedRoute('/company/2/Meghsetu Training')?.params).toEqual({
      id: '2',
      name: 'Meghsetu Training',
    })
    expect(matchFixedRoute('/Company/2')?.params).toEqual({ id: '2' })
    expect(matchFixedRoute('/company/2')?.route.path).toBe('/company/:id/:name?')
  })

  it('takes digits only for :id and refuses extra segments', () => {
    expect(matchFixedRoute('/company/two/x')).toBeNull()
    expect(matchFixedRoute('/company/2/x/y')).toBeNull()
    expect(matchFixedRoute('/company')).toBeNull()
  })
})
