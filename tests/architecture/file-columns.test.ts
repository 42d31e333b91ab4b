/**
 * The usage finder (server/resources/file-usage.ts) knows every column that can hold a file, so
 * a file still shown somewhere is never deleted. It reads them from the declarations; this test
 * reads every table instead, and fails when a column named like a file (image, photo, logo, cv…)
 * or like rich text (body, description…) is not a declared file or HTML field: declare it so, or
 * list it below with the reason it cannot hold a file.
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as platform from '../../server/db/schema.ts'
import * as cms from '../../server/modules/cms/tables.ts'
import * as content from '../../server/modules/content/tables.ts'
import * as giving from '../../server/modules/giving/tables.ts'
import { resources } from '../../server/modules/index.ts'
import * as messages from '../../server/modules/messages/tables.ts'
import * as org from '../../server/modules/org/tables.ts'
import { usageColumns } from '../../server/resources/file-usage.ts'

const FILE_LIKE =
  /image|photo|picture|logo|favicon|icon|file|pdf|doc|cv|slider|gallery|avatar|banner|cover|portrait|attach/
const RICH_TEXT_LIKE = /body|html|description|value|content|details/

/** Columns named like a file or rich text that cannot hold one, and why. */
const NOT_FILES: Record<string, string> = {
  'media_file.path': 'the file’s own row, which the finder is asked about',
  'menu_item.icon': 'the name of a Material icon',
  'blog_post.image_alt': 'alternative text of an image',
  'blog_post.gallery_1_alt': 'alternative text of an image',
  'blog_post.gallery_2_alt': 'alternative text of an image',
  'project.photo_1_alt': 'alternative text of an image',
  'project.photo_2_alt': 'alternative text of an image',
  'service.image_alt': 'alternative text of an image',
  'service.photo_1_alt': 'alternative text of an image',
  'service.photo_2_alt': 'alternative text of an image',
  'cause.image_alt': 'alternative text of an image',
  'homepage_slider.details': 'plain text under the slide, escaped when shown',
  'blog_comment.body': 'a visitor’s comment: plain text, escaped when shown',
  'app_meta.value': 'settings of the process (salts, versions)',
  'role.description': 'plain text about a role',
  'permission.description': 'plain text about a permission',
  'email_outbox.html': 'an email already sent or queued, not a page',
  'media_file.content_type': 'the file’s MIME type',
  'email_attachment.filename': 'the name an emailed document is sent under, not a stored file',
  'email_attachment.content_type': 'the MIME type of an emailed document',
}

const tables = [platform, cms, content, giving, messages, org].flatMap((module) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
)

describe('the file usage finder', () => {
  it('knows every table column that can hold a file or a file’s URL', () => {
    const known = new Set(
      usageColumns(resources).map(({ resource, column }) => `${getTableName(resource.table)}.${column.name}`),
    )
    const unknown = tables.flatMap((table) =>
      Object.values(getTableColumns(table))
        .map((column) => ({ key: `${getTableName(table)}.${column.name}`, column }))
        .filter(
          ({ key, column }) =>
            (FILE_LIKE.test(column.name) ||
              (RICH_TEXT_LIKE.test(column.name) && column.dataType === 'string')) &&
            !known.has(key) &&
            !(key in NOT_FILES),
        )
        .map(({ key }) => key),
    )
    expect(unknown).toEqual([])
  })

  it('covers the screens staff upload files on', () => {
    const known = usageColumns(resources).map(
      ({ resource, field, kind }) => `${resource.name}.${field} ${kind}`,
    )
    expect(known).toEqual(
      expect.arrayContaining([
        'cms_menu_content_image.image file',
        'cms_menu_content.value html',
        'homepage_slider.image file',
        'general_setting.logo file',
        'notice.file file',
        'circular.file file',
        'employee.image file',
        'event.image file',
        'project.body html',
        'blog_post.body html',
        'cause.image file',
        'cause_content.value html',
        'cause_content_image.image file',
      ]),
    )
  })
})
