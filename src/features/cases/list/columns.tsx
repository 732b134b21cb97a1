import { Stack, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { CaseStatusTag } from '@/components/cases/CaseStatusTag';
import { AnchorLink } from '@/components/links';
import type { ListColumn } from '@/components/lists/ListTable';
import { personName } from '@/components/lists/member-options';
import { caseStatusLabel, caseTypeLabel } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import type { CaseFamily, CaseScope, CaseSortField } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { inOrganisationContext } from '@/lib/org/organisation';

const { fields, emptyValue } = caseTexts;

/** A product's name, and the case type below it unless the name already says it. */
function ProductCell({ caseItem }: { caseItem: Case }) {
  const type = caseTypeLabel(caseItem.type);
  const name = caseItem.product?.name;
  return (
    <Stack gap={0}>
      <Text size="sm">{name ?? emptyValue}</Text>
      {type !== name && (
        <Text size="xs" c="dimmed">
          {type}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The columns of a case list, each name leading to the case in the family's routes. On a phone the name and the
 * status stay, with the client, product and date in a line under the name.
 */
export const caseColumns = (
  family: CaseFamily,
  scope: CaseScope,
  showClient: boolean,
): (ListColumn<Case, CaseSortField> | false)[] => [
  {
    key: 'name',
    header: fields.name,
    sort: 'name',
    value: (c) => c.name,
    cell: (c) => (
      <AnchorLink {...family.details(c.id, scope)} fw={500}>
        {c.name}
      </AnchorLink>
    ),
  },
  showClient && { key: 'client', header: fields.client, sort: 'client', value: (c) => personName(c.client) },
  {
    key: 'product',
    header: fields.product,
    sort: 'product',
    value: (c) => c.product?.name,
    cell: (c) => <ProductCell caseItem={c} />,
  },
  { key: 'expert', header: fields.expert, phone: 'hide', value: (c) => personName(c.expert) },
  { key: 'managers', header: fields.managers, phone: 'hide', value: (c) => c.managers.map(personName).join(', ') },
  {
    key: 'createdAt',
    header: fields.createdAt,
    sort: 'createdAt',
    nowrap: true,
    value: (c) => (c.createdAt ? formatDate(c.createdAt) : undefined),
  },
  {
    key: 'status',
    header: fields.status,
    sort: 'status',
    phone: 'key',
    value: (c) => caseStatusLabel(c.status, inOrganisationContext()),
    cell: (c) => <CaseStatusTag status={c.status} />,
  },
];
