/**
 * Read by screen readers, not shown: a column heading or caption the layout already makes plain to
 * the eye. In sx a width of 1 would be 100%, so the one pixel is written in pixels.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
