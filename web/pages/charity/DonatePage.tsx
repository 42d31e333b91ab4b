import { TitleBanner } from '../../kit.ts'
import type { PageProps } from '../registry.ts'
import { DonationForm } from './DonationForm.tsx'

export function DonatePage({ site }: PageProps<'donate'>) {
  return (
    <>
      <TitleBanner title="Donate" />
      <div className="band band--tint">
        <div className="donate-panel">
          <DonationForm site={site} />
        </div>
      </div>
    </>
  )
}
