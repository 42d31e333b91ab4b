/**
 * Sample blog posts of the charity pages (spec §2): data, not code, kept behind this one module so a
 * later issue can turn them into managed content without touching the pages.
 */
export interface SampleBlogPost {
  id: number
  title: string
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
}

export const sampleBlog: SampleBlogPost[] = []

/** Every media file these records use, for the demo seed to draw. */
export const blogMedia = (): string[] => sampleBlog.map((record) => record.image)
