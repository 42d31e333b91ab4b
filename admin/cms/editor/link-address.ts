/** Which link addresses the editor accepts: those the server keeps (http, https, mailto, tel) and site paths. */
export function checkLinkAddress(input: string): { ok: true; href: string } | { ok: false; message: string } {
  const href = input.trim()
  if (href === '') return { ok: false, message: 'Enter the address to link to.' }
  if (href.startsWith('/') && !href.startsWith('//')) return { ok: true, href }
  if (/^(https?:\/\/[^\s/]+|mailto:\S+@\S+|tel:\+?[\d\s()-]+$)/i.test(href)) return { ok: true, href }
  return {
    ok: false,
    message:
      'Use a web address (https://…), a page of this site (/…), mailto:someone@example.org or tel:+81….',
  }
}
