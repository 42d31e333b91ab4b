/**
 * Sample services of the charity pages (spec §2): data, not code, kept behind this one module so a
 * later issue can turn them into managed content without touching the pages.
 */
export interface SampleService {
  id: number
  title: string
  /** Stored media path under the media folder; the demo draws it from the words of its name. */
  image: string
}

export const sampleServices: SampleService[] = []

/** Every media file these records use, for the demo seed to draw. */
export const servicesMedia = (): string[] => sampleServices.map((record) => record.image)
