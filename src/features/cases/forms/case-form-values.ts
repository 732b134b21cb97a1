import type { Case, CaseGeneralInfoInput, CaseInput, CaseResult, CaseStatus } from '@portal/sdk/model';
import { CreateCaseBody, UpdateCaseGeneralInfoBody } from '@portal/sdk/zod/cases';
import { contractValidation } from '@/lib/validation';

export interface CaseFormValues {
  name: string;
  clientId: number | null;
  productId: number | null;
  status: CaseStatus;
  result: CaseResult;
  expertId: number | null;
  managerIds: number[];
  managerLeaderId: number | null;
  salesPersonId: number | null;
  companyName: string;
  isVatPayer: boolean;
  description: string;
}

export type CaseFormField = keyof CaseFormValues;

export const caseFormFields = [
  'name',
  'clientId',
  'productId',
  'status',
  'result',
  'expertId',
  'managerIds',
  'managerLeaderId',
  'salesPersonId',
  'companyName',
  'isVatPayer',
  'description',
] as const satisfies readonly CaseFormField[];

/** A new case: status Zgłoszona, result Brak. */
/** A new case's values: for the client of the route, if any, and with its managers preset (the manager adding it). */
export const newCaseValues = (clientId: number | null = null, managerIds: number[] = []): CaseFormValues => ({
  name: '',
  clientId,
  productId: null,
  status: 'New',
  result: 'None',
  expertId: null,
  managerIds,
  managerLeaderId: null,
  salesPersonId: null,
  companyName: '',
  isVatPayer: false,
  description: '',
});

export const caseValues = (item: Case): CaseFormValues => ({
  name: item.name,
  clientId: item.clientId,
  productId: item.productId,
  status: item.status,
  result: item.result,
  expertId: item.expertId ?? null,
  managerIds: item.managers.map((manager) => manager.id),
  managerLeaderId: item.managerLeaderId ?? null,
  salesPersonId: item.salesPersonId ?? null,
  companyName: item.companyName ?? '',
  isVatPayer: item.isVatPayer ?? false,
  description: item.generalInfo?.description ?? '',
});

/** The body of POST/PUT /api/Case. A replaced case keeps what the form does not show (lead, organisation). */
export const toCaseInput = (values: CaseFormValues, existing?: Case): CaseInput => ({
  name: values.name.trim(),
  clientId: values.clientId!,
  productId: values.productId!,
  status: values.status,
  result: values.result,
  expertId: values.expertId,
  managerIds: values.managerIds,
  managerLeaderId: values.managerLeaderId,
  salesPersonId: values.salesPersonId,
  companyName: values.companyName.trim() || null,
  isVatPayer: values.isVatPayer,
  ...(existing && { leadId: existing.leadId ?? null, organisationId: existing.organisationId ?? null }),
});

/** The body of PUT /api/Case/{id}/generalInfo: a new description, the rest of the general info as it was. */
export const toGeneralInfo = (description: string, existing?: Case | null): CaseGeneralInfoInput => {
  const { updatedAt: _updatedAt, updatedById: _updatedById, ...rest } = existing?.generalInfo ?? {};
  return { ...rest, description: description.trim() || null };
};

/** The contract's rules of the case (POST/PUT /api/Case) and of its description (PUT generalInfo). */
export const caseFormValidation = contractValidation<CaseFormValues>(
  CreateCaseBody.pick({ name: true, clientId: true, productId: true, companyName: true }).extend({
    description: UpdateCaseGeneralInfoBody.shape.description,
  }),
);
