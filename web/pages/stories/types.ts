/** Page bodies of the blog, team member, testimonial and service pages (sample data for now). */
export type StoryBody =
  | { kind: 'blog' }
  | { kind: 'blog-post' }
  | { kind: 'team-member' }
  | { kind: 'testimonials' }
  | { kind: 'service-detail' }
