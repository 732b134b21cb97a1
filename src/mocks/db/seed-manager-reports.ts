import type { ManagerReport } from '@portal/sdk/model';

/** Managers' daily reports: the last 30 working days of three managers (written by issue 34's reports work). */
export const managerReports: ManagerReport[] = [];
