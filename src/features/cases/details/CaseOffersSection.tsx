import { Badge, Text } from '@mantine/core';
import { getListCaseOffersQueryOptions } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '@/components/links';
import { ListTable } from '@/components/lists/ListTable';
import { QueryState } from '@/components/QueryState';
import { formatAmount, formatDate } from '@/copy/dates';
import { caseTexts } from '@/features/cases/texts';
import { Section } from './Section';

const texts = caseTexts.details.offers;

/**
 * The case's offers: for the staff who prepare them (administrators, managers) every one, with the way to the
 * case's offer screen; for the client (`forClient`) the published ones, each to open, and nothing while there are none.
 */
export function CaseOffersSection({ caseItem, forClient = false }: { caseItem: Case; forClient?: boolean }) {
  const list = useQuery(getListCaseOffersQueryOptions(caseItem.id));
  const offers = (list.data ?? []).filter((offer) => !forClient || offer.status === 'Published');
  if (forClient && !offers.length) return null;
  return (
    <Section
      title={texts.title}
      actions={
        !forClient && (
          <ButtonLink to="/cases/$caseId/offer" params={{ caseId: caseItem.id }} size="xs" variant="light">
            {offers.length ? texts.manage : texts.prepare}
          </ButtonLink>
        )
      }
    >
      <QueryState query={list}>
        {offers.length ? (
          <ListTable
            label={texts.title}
            rows={offers}
            rowKey={(offer) => offer.id}
            columns={[
              {
                key: 'title',
                header: texts.offerTitle,
                value: (offer) => offer.title,
                cell: (offer) => (
                  <AnchorLink to="/offer/$id" params={{ id: offer.id }}>
                    {offer.title}
                  </AnchorLink>
                ),
              },
              !forClient && {
                key: 'status',
                header: texts.statusColumn,
                phone: 'key',
                value: (offer) => texts.status[offer.status],
                cell: (offer) => (
                  <Badge color={offer.status === 'Published' ? 'green' : 'gray'} variant="light">
                    {texts.status[offer.status]}
                  </Badge>
                ),
              },
              {
                key: 'grossPrice',
                header: texts.grossPrice,
                align: 'right',
                nowrap: true,
                phone: 'key',
                value: (offer) => (offer.grossPrice == null ? undefined : formatAmount(offer.grossPrice)),
              },
              {
                key: 'validUntil',
                header: texts.validUntil,
                value: (offer) => (offer.validUntil ? formatDate(offer.validUntil) : undefined),
              },
            ]}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {texts.none}
          </Text>
        )}
      </QueryState>
    </Section>
  );
}
