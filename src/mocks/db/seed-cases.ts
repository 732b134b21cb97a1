import type { Case, CaseAttachment } from '@portal/sdk/model';
import { managerRef, productCopy, userRef } from './refs';
import { accountingAttachmentTypes, accountingTypes, milestones, subscriptionDefinitions } from './seed-catalogue';
import { companies } from './seed-companies';
import { organisationUsers } from './seed-people';
import { lawsuits } from './seed-lawsuits';
import { clientCaseSeeds, type CaseSeed } from './seed-case-rows';
import { otherCaseSeeds } from './seed-case-rows-others';
import { leads } from './seed-sales';

let agreementId = 5000;

/** The cases that came from a won lead (PUT Case/{id}/lead): the lead of each. */
const leadOfCase: Record<number, number> = { 1015: 6, 1028: 6, 1022: 5, 1023: 4 };
/** The case's copy of its lead (without the lead's audit fields: the sales records are older than the cases). */
const leadCopy = (id: number | undefined) => {
  const lead = leads.find((l) => l.id === id);
  return lead ? (({ createdAt: _at, createdById: _by, ...rest }) => rest)(lead) : null;
};

const agreementOf = (seed: CaseSeed): CaseAttachment | null =>
  seed.agreement
    ? ({
        id: ++agreementId,
        caseId: seed.id,
        fileName: seed.agreement,
        contentType: 'application/pdf',
        blobName: `demo/cases/${seed.id}/${seed.agreement}`,
        description: 'Umowa podpisana przez obie strony',
        type: 'Agreement',
        isExpertAttachment: true,
        isNew: false,
        paid: false,
        completed: true,
        createdAt: seed.createdAt,
        createdById: 103,
      } satisfies CaseAttachment)
    : null;

export const cases: Case[] = [...clientCaseSeeds, ...otherCaseSeeds].map((seed) => {
  const product = productCopy(seed.productId);
  const memberships = organisationUsers.filter((m) => m.userId === seed.clientId);
  const company = companies.find((c) => c.id === seed.companyId);
  const accountingType = accountingTypes.find((t) => t.id === seed.accountingTypeId);
  const subscriptionDefinition = subscriptionDefinitions.find((d) => d.id === seed.subscriptionDefinitionId);
  const createdById = seed.createdById ?? seed.managerIds?.[0] ?? 107;
  return {
    id: seed.id,
    name: seed.name,
    createdAt: seed.createdAt,
    createdById,
    createdBy: userRef(createdById),
    status: seed.status,
    type: product.caseType,
    result: seed.result ?? 'None',
    productId: product.id,
    product,
    organisationId: memberships[0]?.organisationId ?? null,
    clientId: seed.clientId,
    client: userRef(seed.clientId),
    expertId: seed.expertId ?? null,
    expert: seed.expertId ? userRef(seed.expertId) : null,
    managers: (seed.managerIds ?? []).map(managerRef),
    managerLeaderId: seed.managerIds?.length ? 131 : null,
    managerLeader: seed.managerIds?.length ? userRef(131) : null,
    salesPersonId: seed.managerIds?.[0] ?? null,
    salesPerson: seed.managerIds?.length ? userRef(seed.managerIds[0]) : null,
    organisationUsers: memberships.map((m) => ({ organisationId: m.organisationId, roles: [...m.roles] })),
    companyName: company?.name ?? null,
    companyDetails: company ? (({ id: _id, clientId: _clientId, name: _name, ...details }) => details)(company) : null,
    generalInfo: {
      description: seed.description ?? null,
      beginDate: seed.createdAt.slice(0, 10),
      deadLine: seed.deadLine ?? null,
      value: seed.value ?? null,
      registerRemoval: false,
      bikRemoval: seed.productId === 4,
    },
    lawsuit: lawsuits[seed.id] ?? null,
    milestones: milestones.filter((m) => m.productId === seed.productId).slice(0, seed.reached ?? 0),
    agreement: agreementOf(seed),
    isVatPayer: company ? company.taxForm !== 'LumpSum' : false,
    accountingTypeId: accountingType?.id ?? null,
    accountingType: accountingType ?? null,
    accountingAttachmentTypeId: accountingType ? 1 : null,
    accountingAttachmentType: accountingType ? accountingAttachmentTypes[0] : null,
    subscription: subscriptionDefinition
      ? {
          subscriptionDefinitionId: subscriptionDefinition.id,
          subscriptionDefinition,
          beginDate: '2026-09-01',
          endDate: null,
          monthlyNetAmount: subscriptionDefinition.monthlyPrice,
          isPromotion: true,
        }
      : null,
    meetings: [],
    leadId: leadOfCase[seed.id] ?? null,
    lead: leadCopy(leadOfCase[seed.id]),
  } satisfies Case;
});
