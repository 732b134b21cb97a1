import { Table, Text } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { phoneLineClass, phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { formatAmount } from '@/copy/dates';
import type { IncomeUrlSearch } from './income-search';
import type { CaseIncome } from './income-views';
import { fromGrosze } from '@/lib/grosze';
import { incomeTexts, settlementCount } from './texts';

const { fields, list, totals: totalTexts } = incomeTexts;
const amount = (grosze: number) => formatAmount(fromGrosze(grosze));

/**
 * The income summed per case; a case's name opens its entries. On a phone two columns stay, the case and the
 * caller's share in it, with the other sums in a line under the name.
 */
export function IncomeCasesTable({
  cases,
  caseIncomeSearch,
}: {
  cases: readonly CaseIncome[];
  caseIncomeSearch: (caseId: number) => IncomeUrlSearch;
}) {
  return (
    <Table.ScrollContainer {...phoneTableContainer}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={list.casesTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{fields.case}</Table.Th>
            <Table.Th {...phoneSecondary}>{fields.settlements}</Table.Th>
            <Table.Th {...phoneSecondary} ta="right">
              {totalTexts.gross}
            </Table.Th>
            <Table.Th {...phoneSecondary} ta="right">
              {totalTexts.net}
            </Table.Th>
            <Table.Th {...phoneSecondary} ta="right">
              {totalTexts.paid}
            </Table.Th>
            <Table.Th {...phoneSecondary} ta="right">
              {totalTexts.due}
            </Table.Th>
            <Table.Th {...phoneSecondary} ta="right">
              {totalTexts.forecast}
            </Table.Th>
            <Table.Th ta="right">{fields.shareAmount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map(({ caseId, caseName, totals }) => (
            <Table.Tr key={caseId}>
              <Table.Td>
                <AnchorLink to="/income" search={caseIncomeSearch(caseId)} fw={500}>
                  {caseName}
                </AnchorLink>
                <Text size="xs" c="dimmed" className={phoneLineClass}>
                  {[
                    settlementCount(totals.count),
                    `${totalTexts.gross}: ${amount(totals.gross)}`,
                    `${totalTexts.paid}: ${amount(totals.paid)}`,
                    `${totalTexts.due}: ${amount(totals.due)}`,
                    `${totalTexts.forecast}: ${amount(totals.forecast)}`,
                  ].join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td {...phoneSecondary}>{totals.count}</Table.Td>
              {[totals.gross, totals.net, totals.paid, totals.due, totals.forecast].map((grosze, i) => (
                <Table.Td key={i} {...phoneSecondary} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {amount(grosze)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {amount(totals.paid + totals.due + totals.forecast)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
