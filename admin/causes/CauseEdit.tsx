/**
 * A cause: its fields (the generic form) with what it raised above them, then its blocks, edited
 * in the rich-text editor, and its images, as a page's are (admin/cms/page/).
 */
import { Box } from '@mui/material'
import { useGetList } from 'react-admin'
import { useParams } from 'react-router'
import { BlocksSection } from '../cms/page/BlocksSection.tsx'
import { ImagesSection } from '../cms/page/ImagesSection.tsx'
import { CAUSES, causeOwner, ownedQuery } from '../cms/page/owner.ts'
import type { ContentBlock } from '../cms/page/types.ts'
import { GenericForm } from '../generic/GenericForm.tsx'
import { RaisedSummary } from './RaisedSummary.tsx'

function CauseBlocks({ causeId }: { causeId: number }) {
  // The same query as the blocks section's: one request, one cache.
  const { data: blocks = [] } = useGetList<ContentBlock>(CAUSES.blocks, ownedQuery(CAUSES, causeId))
  const owner = causeOwner(causeId)
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <BlocksSection owner={owner} />
      <ImagesSection owner={owner} blockKeys={blocks.map((b) => b.name)} />
    </Box>
  )
}

export default function CauseEdit() {
  const causeId = Number(useParams().id)
  return (
    <GenericForm
      mode="edit"
      intro={<RaisedSummary />}
      after={causeId > 0 ? <CauseBlocks causeId={causeId} /> : null}
    />
  )
}
