import { Link } from '../kit.ts'

/** Links at the foot of a project's or a post's page: sharing it, and its neighbours in the series. */

interface Linked {
  href: string
  label: string
}

/** Links that share the page on social sites: plain links to a new tab, none of their scripts. */
export function ShareLinks({
  links,
  labelledBy,
  className,
}: {
  links: Linked[]
  labelledBy: string
  className?: string
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The previous and next item of a series, "Previous Post" over its title; nothing when there is
 * neither. `block` names the classes: 'post-nav' gives post-nav__link, post-nav__link--next and
 * post-nav__label.
 */
export function PrevNext({
  label,
  noun,
  previous,
  next,
  block,
}: {
  /** The navigation's name for screen readers: 'Other projects'. */
  label: string
  /** What the series holds: 'Post' gives 'Previous Post'. */
  noun: string
  previous: Linked | null
  next: Linked | null
  block: string
}) {
  if (!previous && !next) return null
  return (
    <nav className={block} aria-label={label}>
      {previous && (
        <Link className={`${block}__link`} to={previous.href} rel="prev">
          <span className={`${block}__label`}>{`Previous ${noun}`}</span> {previous.label}
        </Link>
      )}
      {next && (
        <Link className={`${block}__link ${block}__link--next`} to={next.href} rel="next">
          <span className={`${block}__label`}>{`Next ${noun}`}</span> {next.label}
        </Link>
      )}
    </nav>
  )
}
