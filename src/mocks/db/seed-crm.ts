import type { UserAccountingPotential, UserClientPotential, UserLeasingSurvey } from '@portal/sdk/model';

// The clients' sales data (written by issue 34's CRM work).

export const clientPotentials: UserClientPotential[] = [];
export const accountingPotentials: UserAccountingPotential[] = [];
export const leasingSurveys: UserLeasingSurvey[] = [];
