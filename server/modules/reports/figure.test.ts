import { describe, expect, it } from 'vitest'
import { listLink, screenLink } from './figure.ts'

describe('a figure’s link', () => {
  it('puts a react-admin list’s filter in ?filter= and the same parameters on the API’s all/', () => {
    const link = listLink('order', { state: 'waiting' }, 'the orders waiting')
    expect(link).toEqual({
      href: `/order?filter=${encodeURIComponent('{"state":"waiting"}')}`,
      api: '/order/api/v1/order/all/?state=waiting',
      opens: 'the orders waiting',
    })
    expect(JSON.parse(new URLSearchParams(link.href.split('?')[1]).get('filter') as string)).toEqual({
      state: 'waiting',
    })
  })

  it('leads to the bare list when there is no filter', () => {
    expect(listLink('audit_log', {}, 'the audit log')).toMatchObject({
      href: '/audit_log',
      api: '/audit_log/api/v1/audit_log/all/',
    })
  })

  it('gives an address-driven screen and its API the same parameters, encoded', () => {
    expect(
      screenLink('/inventory', '/inventory/api/v1/inventory/all/', { low_stock: 'true', q: 'a&b' }, 'x'),
    ).toEqual({
      href: '/inventory?low_stock=true&q=a%26b',
      api: '/inventory/api/v1/inventory/all/?low_stock=true&q=a%26b',
      opens: 'x',
    })
  })
})
