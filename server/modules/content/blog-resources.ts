/**
 * The blog: categories, posts (written by an employee, public once published and due) and the
 * visitors' comments, which staff moderate: a comment is shown once approved, and only while its
 * post is public. A comment's email and address hash are for staff alone.
 */
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { defineResource, type PresentContext, type Row } from '../../resources/define.ts'
import { field } from '../../resources/fields.ts'
import { presentDefault } from '../../resources/present.ts'
import { exactFilters } from './list-filters.ts'
import { PUBLISH_STATUSES, publishableResource, publishingFields, visibleAt } from './publishing.ts'
import { slugOf } from './slugs.ts'
import { blogCategory, blogComment, blogPost } from './tables.ts'

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const

/** A slug for the list links; a name without Latin letters or digits gets a neutral one. */
const categorySlug = (text: string) => slugOf(text) || 'category'

export const blogCategoryResource = defineResource({
  name: 'blog_category',
  label: 'Blog category',
  plural: 'Blog categories',
  admin: { columns: ['name', 'slug'], nav: { group: 'stories', icon: 'Category', order: 6 } },
  grants: { Editor: 'write' },
  table: blogCategory,
  listKey: 'blog_categories',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [asc(t.name), asc(t.id)],
  fields: {
    name: field.text('name', { required: true, max: 100, searchable: true }),
    slug: field.text('slug', {
      max: 100,
      nullable: false,
      help: 'In the address of the category’s list (/blog?category=…). Left empty: made from the name.',
    }),
  },
  hooks: {
    beforeCreate: async (values) => {
      values.slug = categorySlug(String(values.slug || values.name))
    },
    // A renamed category keeps its slug, so links to its list keep working; an emptied one is made again.
    beforeUpdate: async (values, existing) => {
      if (values.slug !== undefined)
        values.slug = categorySlug(String(values.slug || values.name || existing.name))
    },
  },
})

export const blogPostResource = defineResource({
  name: 'blog_post',
  label: 'Blog post',
  plural: 'Blog posts',
  admin: {
    columns: ['title', 'category', 'author', 'status', 'publish_at'],
    sort: { field: 'publish_at', order: 'DESC' },
    filters: ['status', 'category', 'author'],
    nav: { group: 'stories', icon: 'Article', order: 5 },
  },
  table: blogPost,
  listKey: 'blog_posts',
  orderBy: (t) => [desc(t.publishAt), desc(t.id)],
  ...publishableResource(blogPost),
  // Status as every publishable resource, and one category's or one author's posts.
  filters: exactFilters({
    status: { column: blogPost.status, values: PUBLISH_STATUSES },
    category: { column: blogPost.categoryId, id: true },
    author: { column: blogPost.authorId, id: true },
  }),
  fields: {
    title: field.text('title', { required: true, max: 255, searchable: true }),
    excerpt: field.text('excerpt', {
      max: 500,
      nullable: false,
      multiline: true,
      searchable: true,
      help: 'A sentence or two for the lists and search engines.',
    }),
    body: field.html('body', { nullable: false, label: 'Text' }),
    image: field.file('image', { accept: ['image'], dir: 'content/blog' }, { label: 'Cover picture' }),
    image_alt: field.text('imageAlt', {
      max: 255,
      label: 'Cover picture description',
      help: 'What the picture shows, for people who cannot see it.',
    }),
    video_url: field.url('videoUrl', {
      label: 'Video link',
      help: 'For a video post: its address on YouTube, Vimeo or Facebook. The page links to it and embeds nothing.',
    }),
    quote: field.text('quote', { max: 1000, multiline: true, label: 'Pull quote' }),
    quote_by: field.text('quoteBy', {
      max: 255,
      label: 'Quote by',
      help: 'Whose words: “Yuki Tanaka, teacher”.',
    }),
    gallery_1: field.file(
      'gallery1',
      { accept: ['image'], dir: 'content/blog' },
      { label: 'Gallery picture 1' },
    ),
    gallery_1_alt: field.text('gallery1Alt', { max: 255, label: 'Gallery picture 1 description' }),
    gallery_2: field.file(
      'gallery2',
      { accept: ['image'], dir: 'content/blog' },
      { label: 'Gallery picture 2' },
    ),
    gallery_2_alt: field.text('gallery2Alt', { max: 255, label: 'Gallery picture 2 description' }),
    tags: field.text('tags', {
      max: 500,
      nullable: false,
      searchable: true,
      help: 'Separated by commas: “JLPT, Intake, Scholarships”.',
    }),
    category: field.ref('categoryId', 'blog_category'),
    author: field.ref('authorId', 'employee', {
      help: 'The employee who wrote it: the post links to their profile page.',
    }),
    ...publishingFields(),
  },
})

/** Comments the public sees: approved, on a public post, and not answering a hidden comment. */
async function publicComments(ctx: PresentContext): Promise<SQL> {
  const at = new Date((ctx.now ?? Date.now)())
  const approvedIds = ctx.db
    .select({ id: blogComment.id })
    .from(blogComment)
    .where(eq(blogComment.status, 'approved'))
  return and(
    eq(blogComment.status, 'approved'),
    inArray(
      blogComment.postId,
      ctx.db.select({ id: blogPost.id }).from(blogPost).where(visibleAt(blogPost, at)),
    ),
    or(isNull(blogComment.parentId), inArray(blogComment.parentId, approvedIds)),
  ) as SQL
}

/** The default JSON, with the address hash staff use to see several comments came from one place. */
const presentComment = (row: Row<typeof blogComment>, ctx: PresentContext): object => ({
  ...presentDefault(blogCommentResource, row, ctx),
  ip_hash: row.ipHash,
})

export const blogCommentResource = defineResource({
  name: 'blog_comment',
  label: 'Blog comment',
  plural: 'Blog comments',
  admin: {
    columns: ['name', 'body', 'post', 'status', 'created_at'],
    sort: { field: 'created_at', order: 'DESC' },
    filters: ['status', 'post'],
    recordRepresentation: 'name',
    nav: { group: 'stories', icon: 'Comment', order: 7 },
  },
  grants: { Editor: 'write' },
  table: blogComment,
  listKey: 'blog_comments',
  unpaginatedPaths: ['without_pagination/all/'],
  orderBy: (t) => [desc(t.createdAt), desc(t.id)],
  publicWhere: publicComments,
  personalFields: ['email', 'ip_hash'],
  filters: exactFilters({
    status: { column: blogComment.status, values: COMMENT_STATUSES },
    post: { column: blogComment.postId, id: true },
  }),
  fields: {
    post: field.ref('postId', 'blog_post', { required: true }),
    parent: field.ref('parentId', 'blog_comment', {
      label: 'In answer to',
      help: 'To answer a comment: the comment answered.',
    }),
    name: field.text('name', { required: true, max: 100, searchable: true }),
    email: field.email('email', { searchable: true, help: 'Never shown on the site.' }),
    body: field.text('body', {
      required: true,
      max: 5000,
      multiline: true,
      searchable: true,
      label: 'Comment',
      help: 'Plain text: shown as written, never as HTML.',
    }),
    status: field.enum('status', COMMENT_STATUSES, {
      nullable: false,
      help: 'Only approved comments are shown on the post.',
    }),
  },
  presentList: async (rows, ctx) => rows.map((row) => presentComment(row, ctx)),
  presentDetail: async (row, ctx) => presentComment(row, ctx),
})
