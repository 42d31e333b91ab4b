/**
 * Taka amounts as the pages show them: "৳1,280,000". Written out rather than left to Intl, so the
 * server and every browser produce the same text and hydration never disagrees.
 */
export const formatTaka = (amount: number): string =>
  `৳${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
