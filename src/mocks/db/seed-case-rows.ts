import type { CaseResult, CaseStatus } from '@portal/sdk/model';
import { ids } from './seed-ids';

/** The cases of the demo, before the copies of their people, product and company are added (seed-cases.ts). */
export interface CaseSeed {
  id: number;
  name: string;
  clientId: number;
  productId: number;
  status: CaseStatus;
  result?: CaseResult;
  expertId?: number;
  managerIds?: number[];
  createdById?: number;
  createdAt: string;
  companyId?: number;
  description?: string;
  value?: number;
  deadLine?: string;
  /** How many milestones of the product the case has reached. */
  reached?: number;
  accountingTypeId?: number;
  subscriptionDefinitionId?: number;
  agreement?: string;
}

/** The cases of demo client 101 (Anna Kowalska): one in each status and more. */
export const clientCaseSeeds: CaseSeed[] = [
  {
    id: ids.case.accounting,
    name: 'Księgowość 2026 – Kowalska Design',
    clientId: 101,
    productId: 2,
    status: 'InProgress',
    result: 'InProgress',
    expertId: 105,
    managerIds: [103],
    createdAt: '2026-09-02T10:15:00Z',
    companyId: 1,
    description: 'Prowadzenie KPiR, rozliczenia VAT i ZUS od września 2026.',
    reached: 3,
    accountingTypeId: 1,
    subscriptionDefinitionId: 2,
    agreement: 'umowa_ksiegowa_kowalska_design.pdf',
  },
  {
    id: ids.case.loanLawsuit,
    name: 'Kredyt frankowy – pozew przeciwko bankowi',
    clientId: 101,
    productId: 4,
    status: 'InProgress',
    result: 'InProgress',
    expertId: 106,
    managerIds: [103, 131],
    createdAt: '2026-09-03T12:00:00Z',
    description: 'Kredyt hipoteczny indeksowany do CHF z 2007 r.; żądanie ustalenia nieważności umowy.',
    value: 412000,
    reached: 5,
    agreement: 'umowa_zlecenia_kredyt_chf.pdf',
  },
  {
    id: 1003,
    name: 'Kampania marketingowa na Instagramie',
    clientId: 101,
    productId: 16,
    status: 'Offering',
    result: 'None',
    expertId: 123,
    managerIds: [130],
    createdAt: '2026-10-14T09:30:00Z',
    companyId: 2,
    description: 'Kampania promująca nową kolekcję wnętrz; budżet do 8 000 zł.',
    value: 8000,
    reached: 1,
  },
  {
    id: ids.case.recruitment,
    name: 'Rekrutacja projektanta wnętrz',
    clientId: 101,
    productId: 19,
    status: 'New',
    result: 'None',
    createdById: 101,
    createdAt: '2026-11-20T16:45:00Z',
    companyId: 2,
    description: 'Szukamy projektanta wnętrz na pełen etat, Warszawa.',
  },
  {
    id: 1005,
    name: 'Konsultacja podatkowa – ulga IP Box',
    clientId: 101,
    productId: 26,
    status: 'Done',
    result: 'Won',
    expertId: 105,
    managerIds: [103],
    createdAt: '2026-09-08T08:20:00Z',
    companyId: 1,
    description: 'Czy przychody z projektów graficznych kwalifikują się do IP Box?',
  },
  {
    id: 1006,
    name: 'Windykacja należności od kontrahenta',
    clientId: 101,
    productId: 15,
    status: 'Rejected',
    result: 'None',
    managerIds: [103],
    createdById: 101,
    createdAt: '2026-10-01T11:10:00Z',
    companyId: 1,
    description: 'Niezapłacone faktury od firmy Meble-Lux na 14 300 zł.',
    value: 14300,
  },
  {
    id: 1007,
    name: 'Leasing samochodu dostawczego',
    clientId: 101,
    productId: 20,
    status: 'Done',
    result: 'Won',
    expertId: 121,
    managerIds: [131],
    createdAt: '2026-09-10T13:00:00Z',
    companyId: 2,
    value: 145000,
  },
];
