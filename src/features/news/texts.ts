/** Screen texts of the news detail. */
export const newsTexts = {
  attachments: 'Załączniki',
  /** The download link's accessible name: the file name with what the link does. */
  download: (fileName: string) => `Pobierz ${fileName}`,
  picture: 'Ilustracja aktualności',
  loading: 'Ładowanie aktualności…',
  bodyLoading: 'Ładowanie treści aktualności…',
  source: 'Źródło',
  published: 'Data publikacji',
  callToAction: 'Szukasz wsparcia biznesowego? Zaufaj naszym ekspertom',
  notFound: 'Nie znaleziono aktualności',
  list: {
    label: 'Lista aktualności',
    empty: 'Nie ma jeszcze żadnych aktualności.',
    summary: 'Podsumowanie okresu',
  },
  summary: {
    period: 'Okres rozliczeniowy',
    toCase: 'Przejdź do sprawy i jej okresów',
  },
};
