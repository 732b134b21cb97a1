import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { SettlementIncome } from '@portal/sdk/model';
import { formatAmount } from '@/copy/dates';
import { incomeTotals, type IncomeTotals as Totals } from './income-views';
import { fromGrosze } from '@/lib/grosze';
import { incomeTexts } from './texts';

const texts = incomeTexts.totals;
const shown = ['gross', 'net', 'paid', 'due', 'forecast'] as const satisfies readonly (keyof Totals)[];

/**
 * The sums at the top of the income: the settlements' gross and net amounts, and the caller's share paid to them,
 * still due and forecast, each exact to the grosz (added in whole grosze).
 */
export function IncomeTotals({ entries }: { entries: readonly SettlementIncome[] }) {
  const totals = incomeTotals(entries);
  return (
    <Paper component="section" aria-label={texts.label} withBorder radius="md" p="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm" m={0}>
        {shown.map((key) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {texts[key]}
            </Text>
            <Text component="dd" fw={600} fz="lg" m={0} style={{ whiteSpace: 'nowrap' }}>
              {formatAmount(fromGrosze(totals[key]))}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {texts.note}
      </Text>
      {totals.unknownShares > 0 && (
        <Text size="xs" c="dimmed">
          {texts.unknownShares(totals.unknownShares)}
        </Text>
      )}
    </Paper>
  );
}
