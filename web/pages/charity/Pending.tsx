import { TitleBanner } from '../../layout/TitleBanner.tsx'

/** Scaffolding while this group's pages are built; replaced page by page. */
export function Pending() {
  return <TitleBanner title="Coming soon" />
}
