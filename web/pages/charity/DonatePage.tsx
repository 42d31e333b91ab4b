import { TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { DonationForm } from './DonationForm.tsx'

/** /donate: the donation form, with the causes open for gifts and the general fund to choose from. */
export function DonatePage({ body, site }: PageProps<'donate'>) {
  return (
    <>
      <TitleBanner title="Donate" />
      <div className="band band--tint">
        <div className="donate-panel">
          <DonationForm site={site} causes={body.causes} initial={body.submission} />
        </div>
      </div>
    </>
  )
}
