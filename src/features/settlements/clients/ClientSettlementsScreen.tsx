import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { getListSettlementsForContextUserQueryOptions } from '@portal/sdk';
import type { Settlement } from '@portal/sdk/model';
import { useState } from 'react';
import { AnchorLink } from '@/components/links';
import { phoneSecondary, phoneTableContainer, phoneLineClass } from '@/components/phone-table';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { localToday } from '@/lib/settlements/payment-rules';
import { formatAmount } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { summariseByClient } from './client-summaries';
import { clientSettlementTexts as texts } from './texts';

const columns = texts.columns;
const amountCell = (amount: number, secondary = true) => (
  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...(secondary && phoneSecondary)}>
    {amount ? formatAmount(amount) : '-'}
  </Table.Td>
);

/**
 * `/clientSettlements`: the settlements of the cases the staff member works on (all of them for an administrator),
 * by client: forecast, to pay, after deadline and paid; a client opens their settlements in the full list.
 */
export function ClientSettlementsScreen() {
  const { title } = usePageTrail();
  const [search, setSearch] = useState('');
  const every = useEveryPage<Settlement>((page) =>
    getListSettlementsForContextUserQueryOptions({ page, pageSize: EVERY_PAGE_SIZE }),
  );
  const needle = search.trim().toLocaleLowerCase('pl');
  const matching = (every.data ?? []).filter(
    (s) =>
      !needle ||
      [s.client ? fullName(s.client) : '', s.case.name, s.invoiceNumber ?? ''].some((text) =>
        text.toLocaleLowerCase('pl').includes(needle),
      ),
  );
  const summaries = summariseByClient(matching, localToday());
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{texts.intro}</Text>
      <TextInput
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <QueryState query={every}>
        {summaries.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" role="status">
            {needle ? texts.emptyFiltered : texts.empty}
          </Text>
        ) : (
          <Table.ScrollContainer {...phoneTableContainer}>
            <Table aria-label={texts.tableLabel} verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{columns.client}</Table.Th>
                  <Table.Th ta="right" {...phoneSecondary}>
                    {columns.count}
                  </Table.Th>
                  <Table.Th ta="right" {...phoneSecondary}>
                    {columns.forecast}
                  </Table.Th>
                  <Table.Th ta="right" {...phoneSecondary}>
                    {columns.toPay}
                  </Table.Th>
                  <Table.Th ta="right">{columns.overdue}</Table.Th>
                  <Table.Th ta="right" {...phoneSecondary}>
                    {columns.paid}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summaries.map((summary) => {
                  const name = fullName(summary.client);
                  return (
                    <Table.Tr key={summary.client.id}>
                      <Table.Td>
                        <AnchorLink
                          to="/settlements"
                          search={{ search: summary.client.lastName }}
                          aria-label={texts.show(name)}
                        >
                          {name}
                        </AnchorLink>
                        <Text size="xs" c="dimmed" className={phoneLineClass}>
                          {columns.count}: {summary.count} · {columns.toPay}: {formatAmount(summary.toPay)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" {...phoneSecondary}>
                        {summary.count}
                      </Table.Td>
                      {amountCell(summary.forecast)}
                      {amountCell(summary.toPay)}
                      {amountCell(summary.overdue, false)}
                      {amountCell(summary.paid)}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}
