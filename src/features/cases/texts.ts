/** Screen texts of the cases domain (the spec-owned labels are in src/copy). */
export const caseTexts = {
  notFound: 'Nie znaleziono sprawy',
};
