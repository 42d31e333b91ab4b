import { Img, Link, RichText, TitleBanner } from '../kit.ts'
import type { PageProps } from './registry.ts'

/** One company of the home page: the Home menu's block whose key is the company's name. */
export function CompanyPage({ body }: PageProps<'company'>) {
  const image = body.block?.images[0]
  return (
    <>
      <TitleBanner title="Company Details" />
      <div className="band">
        <article className="band__inner company">
          {image && (
            <div className="band__image company__image">
              <Img image={image} sizes="(min-width: 800px) 40vw, 100vw" priority />
            </div>
          )}
          <div>
            <h2>{body.title}</h2>
            {body.block?.html && <RichText html={body.block.html} />}
            <Link to="/" className="button button--outline">
              Back to home
            </Link>
          </div>
        </article>
      </div>
    </>
  )
}
