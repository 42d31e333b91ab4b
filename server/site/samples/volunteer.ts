/** The picture of the volunteer page (spec §2: image, then the form): sample content like the others. */
export const volunteerImage = {
  path: 'sample/volunteer-community-hands-1.jpg',
  alt: 'Volunteers of Meghsetu Group handing out relief parcels at a community centre',
}

/** Every media file of the volunteer page, for the demo seed to draw. */
export const volunteerMedia = (): string[] => [volunteerImage.path]
