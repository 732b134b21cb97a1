// Writes the investor page's documents into public/investors/ (served at /investors/, listed by
// src/features/public-pages/investor-documents.ts): the shareholders' meeting announcement (PDF) and the annual
// reports 2019–2023 (ZIP archives of PDFs). Small stand-ins until the company's own documents replace them.
// Regenerate with `npx tsx scripts/investor-files.ts` (the output is the same each time).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ANNUAL_REPORT_YEARS,
  annualReportFile,
  MEETING_ANNOUNCEMENT,
} from '../src/features/public-pages/investor-documents';
import { zip } from '../src/mocks/news/zip';
import { minimalPdf, type PdfLine } from '../src/mocks/static-files/pdf';

const company = process.env.VITE_COMPANY_NAME ?? 'Portal Klienta S.A.';
const address = process.env.VITE_COMPANY_ADDRESS ?? 'ul. Marszałkowska 126/134, 00-008 Warszawa';
const NOTE = 'Dokument przykładowy – do zastąpienia dokumentem opublikowanym przez spółkę.';

const text =
  (size: number) =>
  (line: string): PdfLine => ({ text: line, size });

function document(title: string, lines: string[]): Uint8Array {
  return minimalPdf(`${company} – ${title}`, [
    text(11)(company),
    text(16)(title),
    ...lines.map(text(11)),
    text(9)(NOTE),
  ]);
}

const announcement = document('Ogłoszenie o zwołaniu Nadzwyczajnego Walnego Zgromadzenia', [
  `Zarząd spółki ${company} zwołuje Nadzwyczajne Walne Zgromadzenie`,
  'na dzień 22 października 2024 r., na godzinę 11:00,',
  `w siedzibie spółki: ${address}.`,
  'Porządek obrad:',
  '1. Otwarcie obrad i wybór Przewodniczącego Zgromadzenia.',
  '2. Stwierdzenie prawidłowości zwołania i zdolności do podejmowania uchwał.',
  '3. Przyjęcie porządku obrad.',
  '4. Podjęcie uchwały w sprawie zmian w składzie Rady Nadzorczej.',
  '5. Zamknięcie obrad.',
  'Prawo uczestnictwa mają akcjonariusze wpisani do rejestru akcjonariuszy',
  'na szesnaście dni przed datą Zgromadzenia.',
]);

const annualReport = (year: number) =>
  zip([
    {
      name: `Raport_roczny_${year}.pdf`,
      data: document(`Raport roczny za ${year} r.`, [
        'Pismo Zarządu do akcjonariuszy, wybrane dane finansowe',
        `oraz oświadczenia Zarządu za rok obrotowy ${year}.`,
      ]),
    },
    {
      name: `Sprawozdanie_finansowe_${year}.pdf`,
      data: document(`Sprawozdanie finansowe za ${year} r.`, [
        `Bilans, rachunek zysków i strat oraz informacja dodatkowa za okres`,
        `od 1 stycznia do 31 grudnia ${year} r.`,
      ]),
    },
    {
      name: `Sprawozdanie_zarzadu_${year}.pdf`,
      data: document(`Sprawozdanie Zarządu z działalności spółki w ${year} r.`, [
        'Najważniejsze wydarzenia roku, sytuacja finansowa i perspektywy rozwoju.',
      ]),
    },
  ]);

const folder = fileURLToPath(new URL('../public/investors/', import.meta.url));
mkdirSync(folder, { recursive: true });
writeFileSync(`${folder}${MEETING_ANNOUNCEMENT}`, announcement);
for (const year of ANNUAL_REPORT_YEARS) writeFileSync(`${folder}${annualReportFile(year)}`, annualReport(year));
console.log(`wrote ${1 + ANNUAL_REPORT_YEARS.length} files to ${folder}`);
