/** Screen texts of the bonus-rule documents (`/tabela-premii`, spec 000: two PDFs). */
export const bonusRulesTexts = {
  intro: 'Dokumenty z zasadami naliczania premii. Otwórz dokument w nowej karcie albo pobierz go jako plik PDF.',
  listLabel: 'Dokumenty zasad premiowania',
  name: 'Zasady premiowania',
  /** The document among others ("Zasady premiowania od 2025-05-01"). */
  documentLabel: (validFrom: string) => `Zasady premiowania od ${validFrom}`,
  validFrom: (validFrom: string) => `Obowiązuje od ${validFrom}`,
  current: 'Aktualne',
  format: 'PDF',
  open: 'Otwórz',
  openLabel: (validFrom: string) => `Otwórz zasady premiowania od ${validFrom} w nowej karcie`,
  download: 'Pobierz',
  downloadLabel: (validFrom: string) => `Pobierz zasady premiowania od ${validFrom}`,
  fileName: (validFrom: string) => `zasady-premiowania-${validFrom}.pdf`,
  downloadFailed: 'Nie udało się pobrać dokumentu. Spróbuj ponownie.',
};
