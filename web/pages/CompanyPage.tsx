import { RichText } from '../components/RichText.tsx'
import { TitleBanner } from '../layout/TitleBanner.tsx'
import type { PageProps } from './registry.ts'

/** One company of the home page: the Home menu's block whose key is the company's name. */
export function CompanyPage({ body }: PageProps<'company'>) {
  return (
    <>
      <TitleBanner title="Company Details" />
      <div className="band">
        <div className="band__inner band__inner--stack">
          <h2>{body.title}</h2>
          {body.block ? <RichText html={body.block.html} /> : <p className="empty">No details yet.</p>}
        </div>
      </div>
    </>
  )
}
