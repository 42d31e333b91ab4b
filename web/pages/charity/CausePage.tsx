import { Tabs } from '../../components/Tabs.tsx'
import { Img, RichText } from '../../kit.ts'
import type { Block } from '../../page-data.ts'
import type { PageProps } from '../registry.ts'
import { DonationForm } from './DonationForm.tsx'
import { CharitySingle, Progress } from './parts.tsx'
import type { CauseDetail } from './types.ts'

/** A block's text, then the pictures stored under its key. */
function BlockText({ block, className }: { block: Block; className?: string }) {
  return (
    <>
      <RichText html={block.html} className={className} />
      {block.images.map((image) => (
        <Img
          key={image.src}
          image={image}
          sizes="(max-width: 991px) 100vw, 760px"
          className="charity-feature charity-feature--inline"
        />
      ))}
    </>
  )
}

function Description({ cause }: { cause: CauseDetail }) {
  return (
    <>
      <h2>{cause.title}</h2>
      {cause.endedOn && (
        <p className="charity-ended">
          This cause ended on {cause.endedOn} and takes no more gifts. Thank you to everyone who gave.
        </p>
      )}
      <Progress percent={cause.percent} label={`Raised for ${cause.title}`} />
      <dl className="charity-amounts charity-amounts--wide">
        <div>
          <dt>Raised</dt>
          <dd>{cause.raised}</dd>
        </div>
        <div>
          <dt>Goal</dt>
          <dd>{cause.goal}</dd>
        </div>
        <div>
          <dt>Donors</dt>
          <dd>{cause.donors}</dd>
        </div>
      </dl>
      {cause.description && <BlockText block={cause.description} />}
      {cause.uses && (
        <>
          <h3>How Your Gift Is Used</h3>
          <BlockText block={cause.uses} className="charity-checks" />
        </>
      )}
      {cause.more.map((block) => (
        <BlockText key={block.key} block={block} />
      ))}
    </>
  )
}

export function CausePage({ body, site }: PageProps<'cause'>) {
  const { cause, sidebar } = body
  return (
    <CharitySingle title={cause.title} image={cause.image} sidebar={sidebar} sidebarLabel="More causes">
      {cause.endedOn ? (
        // An ended cause takes no gifts: its story stays, without a form to give.
        <section aria-label="About this cause">
          <Description cause={cause} />
        </section>
      ) : (
        <Tabs
          label="About this cause"
          tabs={[
            { label: 'Description', content: <Description cause={cause} /> },
            {
              label: 'Donations',
              content: <DonationForm site={site} cause={cause.title} causeId={cause.id} />,
            },
          ]}
        />
      )}
    </CharitySingle>
  )
}
