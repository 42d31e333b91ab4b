/**
 * Taka amounts as the pages show them: "BDT 1,280,000", as the rest of the site writes fees (the
 * ৳ sign is missing from many fonts). Written out rather than left to Intl, so the server and
 * every browser produce the same text and hydration never disagrees. The space does not break.
 */
export const formatTaka = (amount: number): string =>
  `BDT\u00a0${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
