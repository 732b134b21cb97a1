import { Badge, Table, Text } from '@mantine/core';
import { getListCaseOffersQueryOptions } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink, ButtonLink } from '@/components/links';
import { phoneSecondary, phoneTableContainer } from '@/components/phone-table';
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
          <Table.ScrollContainer {...phoneTableContainer}>
            <Table aria-label={texts.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.offerTitle}</Table.Th>
                  {!forClient && <Table.Th>{texts.statusColumn}</Table.Th>}
                  <Table.Th ta="right">{texts.grossPrice}</Table.Th>
                  <Table.Th {...phoneSecondary}>{texts.validUntil}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offers.map((offer) => (
                  <Table.Tr key={offer.id}>
                    <Table.Td>
                      <AnchorLink to="/offer/$id" params={{ id: offer.id }}>
                        {offer.title}
                      </AnchorLink>
                    </Table.Td>
                    {!forClient && (
                      <Table.Td>
                        <Badge color={offer.status === 'Published' ? 'green' : 'gray'} variant="light">
                          {texts.status[offer.status]}
                        </Badge>
                      </Table.Td>
                    )}
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {offer.grossPrice === null || offer.grossPrice === undefined
                        ? '-'
                        : formatAmount(offer.grossPrice)}
                    </Table.Td>
                    <Table.Td {...phoneSecondary}>{offer.validUntil ? formatDate(offer.validUntil) : '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" size="sm">
            {texts.none}
          </Text>
        )}
      </QueryState>
    </Section>
  );
}
