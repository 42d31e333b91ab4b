import { useEffect, useState } from 'react'
import type { NavItem, SiteSettings } from '../page-data.ts'
import { Link, usePathname } from '../router.tsx'

const STICKY_AFTER_PX = 80

/** Contact strip, logo, the CMS menu with sub-menus, and Donate Now. Works without JavaScript. */
export function Header({ site, nav }: { site: SiteSettings; nav: NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [openChild, setOpenChild] = useState<number | null>(null)
  const [sticky, setSticky] = useState(false)
  const pathname = usePathname()

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    setMenuOpen(false)
    setOpenChild(null)
  }, [pathname])

  return (
    <>
      <div className="contact-strip">
        {site.email && <a href={`mailto:${site.email}`}>{site.email}</a>}
        {site.phone && <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a>}
      </div>
      <header className={sticky ? 'site-header is-sticky' : 'site-header'}>
        <div className="site-header__inner">
          <Link to="/" className="brand">
            {site.logo && <img src={site.logo} alt="" width={48} height={48} />}
            <span>{site.siteName}</span>
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <span aria-hidden="true" className="menu-toggle__bars" />
          </button>
          <nav id="site-menu" aria-label="Main" className={menuOpen ? 'site-nav is-open' : 'site-nav'}>
            <ul>
              {nav.map((item) => (
                <li key={item.id} className={item.children.length ? 'has-children' : undefined}>
                  <Link to={item.href}>{item.name}</Link>
                  {item.children.length > 0 && (
                    <>
                      <button
                        type="button"
                        className="submenu-toggle"
                        aria-expanded={openChild === item.id}
                        aria-label={`${item.name} sub-menu`}
                        onClick={() => setOpenChild((current) => (current === item.id ? null : item.id))}
                      />
                      <ul className={openChild === item.id ? 'submenu is-open' : 'submenu'}>
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <Link to={child.href}>{child.name}</Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/donate" className="button button--accent donate">
            Donate Now
          </Link>
        </div>
      </header>
    </>
  )
}
