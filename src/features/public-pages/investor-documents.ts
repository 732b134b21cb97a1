// The investor documents: files shipped with the app in public/investors/ (made by scripts/investor-files.ts),
// served at /investors/<file>.

export const INVESTOR_FOLDER = '/investors/';

/** The announcement of the extraordinary shareholders' meeting of 22 October 2024. */
export const MEETING_ANNOUNCEMENT = 'ogloszenie-nwz-2024-10-22.pdf';

/** The years of the annual reports, newest first; each an archive of the report's documents. */
export const ANNUAL_REPORT_YEARS = [2023, 2022, 2021, 2020, 2019] as const;

export const annualReportFile = (year: number) => `raport-roczny-${year}.zip`;
