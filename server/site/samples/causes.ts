/**
 * Sample causes of the charity pages (spec §2): data, not code, kept behind this one module so a
 * later issue can turn them into managed content without touching the pages.
 */
export interface SampleCause {
  id: number
  title: string
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
}

export const sampleCauses: SampleCause[] = []

/** Every media file these records use, for the demo seed to draw. */
export const causesMedia = (): string[] => sampleCauses.map((record) => record.image)
