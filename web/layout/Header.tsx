import { useEffect, useRef, useState } from 'react'
import { Link, SearchForm, usePathname } from '../kit.ts'
import type { NavItem, SiteSettings } from '../page-data.ts'
import { currentPage } from './current-page.ts'
import { useMenuFit } from './useMenuFit.ts'

const STICKY_AFTER_PX = 80

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The top-level items that do not fit on the header's line, under a More button (a disclosure:
 * opened by its button, closed by it, by Escape or by leaving it), each with its sub-menu's links.
 */
function MoreMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every location change
  useEffect(() => setOpen(false), [pathname])
  // Escape and focus leaving come from its button and links: the list item only hears them bubble.
  return (
    <li
      className={open ? 'nav-more is-open' : 'nav-more'}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        button.current?.focus()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-more__toggle"
        aria-expanded={open}
        aria-controls="site-nav-more"
        onClick={() => setOpen((current) => !current)}
      >
        More
      </button>
      <ul id="site-nav-more" className="submenu">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href} aria-current={currentPage(item.href, pathname)}>
              {item.name}
            </Link>
            {item.children.length > 0 && (
              <ul className="nav-more__children">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <Link to={child.href} aria-current={currentPage(child.href, pathname)}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </li>
  )
}

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ') || undefined

/**
 * Contact strip, logo, the CMS menu with sub-menus, search and Donate Now. The menu stays on one
 * line: what does not fit goes under More (measured in the browser; until then the line is cut
 * short, and without JavaScript it wraps). Works without JavaScript: the search button is then a
 * link to the search page.
 */
export function Header({ site, nav }: { site: SiteSettings; nav: NavItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [openChild, setOpenChild] = useState<number | null>(null)
  const [sticky, setSticky] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const menuToggle = useRef<HTMLButtonElement>(null)
  const searchToggle = useRef<HTMLButtonElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const shown = useMenuFit(navRef, nav.map((item) => item.name).join('\n'))
  const pathname = usePathname()

  useEffect(() => setEnhanced(true), [])

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus()
  }, [searchOpen])

  const closeSearch = () => {
    setSearchOpen(false)
    searchToggle.current?.focus()
  }

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // The open mobile menu closes on Escape (back to its button) and on a tap outside it.
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuToggle.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (navRef.current?.contains(target) || menuToggle.current?.contains(target)) return
      setMenuOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [menuOpen])

  // A navigation closes the mobile menu and the search box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => {
    setMenuOpen(false)
    setOpenChild(null)
    setSearchOpen(false)
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
            ref={menuToggle}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <span aria-hidden="true" className="menu-toggle__bars" />
          </button>
          <nav
            ref={navRef}
            id="site-menu"
            aria-label="Main"
            className={classes('site-nav', menuOpen && 'is-open', shown !== null && 'is-fitted')}
          >
            <ul>
              {nav.map((item, index) => (
                <li
                  key={item.id}
                  className={classes(
                    item.children.length > 0 && 'has-children',
                    shown !== null && index >= shown && 'is-overflow',
                  )}
                >
                  <Link to={item.href} aria-current={currentPage(item.href, pathname)}>
                    {item.name}
                  </Link>
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
                            <Link to={child.href} aria-current={currentPage(child.href, pathname)}>
                              {child.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
              {shown !== null && shown < nav.length && <MoreMenu items={nav.slice(shown)} />}
            </ul>
          </nav>
          {enhanced ? (
            <button
              ref={searchToggle}
              type="button"
              className="search-toggle"
              aria-expanded={searchOpen}
              aria-controls="site-search"
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon />
              <span className="visually-hidden">{searchOpen ? 'Close search' : 'Open search'}</span>
            </button>
          ) : (
            <a href="/search" className="search-toggle">
              <SearchIcon />
              <span className="visually-hidden">Search</span>
            </a>
          )}
          <Link to="/donate" className="button button--accent donate">
            Donate Now
          </Link>
        </div>
        {enhanced && (
          // Escape anywhere in the search box closes it and goes back to its button.
          // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the form's fields
          <div
            id="site-search"
            className="header-search"
            hidden={!searchOpen}
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeSearch()
            }}
          >
            <SearchForm id="site-search-q" inputRef={searchInput} onSearch={() => setSearchOpen(false)} />
          </div>
        )}
      </header>
    </>
  )
}
