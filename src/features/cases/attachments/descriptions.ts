/**
 * The `Descriptions` field of a multiple-attachment upload: one description per file, in the order of the files,
 * joined by a comma into one field (spec 001 sections 5 and 9). A description with a comma would split in two:
 * the forms refuse it before this.
 */
export const joinDescriptions = (descriptions: readonly string[]) =>
  descriptions.map((description) => description.trim()).join(',');
