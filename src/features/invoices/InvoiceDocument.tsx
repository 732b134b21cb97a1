import { Badge, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { getDownloadInvoiceLogoQueryOptions, getListInvoiceLogosQueryOptions } from '@portal/sdk';
import type { Font, Invoice, InvoiceLine, InvoiceParty } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useObjectUrl } from '@/components/files/use-object-url';
import { vatRateLabels } from '@/copy/case-labels';
import { formatAmount, formatDate } from '@/copy/dates';
import { amountInWords } from '@/lib/amount-in-words';
import { fromGrosze } from '@/lib/grosze';
import { correctionDifference, invoiceTotals, type Amounts } from '@/lib/invoice-math';
import { documentStatusColors, documentStatusLabels, fontLabels, invoiceTexts } from './texts';

const texts = invoiceTexts.document;
const zl = (grosze: number) => formatAmount(fromGrosze(grosze));

/** The invoice as its document reads: header, parties, lines, the summary per VAT rate, what to pay and how. */
export function InvoiceDocument({ invoice, corrected }: { invoice: Invoice; corrected?: Invoice }) {
  const title = invoiceTexts.title(invoice.kind, invoice.number);
  const correction = invoice.kind === 'CorrectionInvoice';
  const gross = invoice.grossTotal;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'xl' }}
      component="article"
      aria-label={texts.label(title)}
      style={{ fontFamily: fontFamilies[invoice.font ?? 'Arial'] }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1} size="h3" style={{ fontFamily: 'inherit' }}>
                {title}
              </Title>
              <Badge color={documentStatusColors[invoice.status]} variant="light">
                {documentStatusLabels[invoice.status]}
              </Badge>
            </Group>
            {correction && corrected && (
              <Text size="sm">{texts.corrects(corrected.number ?? '', formatDate(corrected.issueDate))}</Text>
            )}
          </Stack>
          {invoice.logoId != null && <InvoiceLogoImage id={invoice.logoId} />}
        </Group>
        <DocumentFacts invoice={invoice} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Party title={texts.seller} party={invoice.seller} />
          <Party title={texts.buyer} party={invoice.buyer} />
        </SimpleGrid>
        {correction && invoice.correctionReason && (
          <div>
            <Text fw={600} size="sm">
              {texts.reason}
            </Text>
            <Text size="sm">{invoice.correctionReason}</Text>
          </div>
        )}
        {correction && corrected ? (
          <CorrectionLines before={corrected.items} after={invoice.items} />
        ) : (
          <>
            <Lines items={invoice.items} />
            <RateSummary items={invoice.items} />
          </>
        )}
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="lg">
            {correction && gross < 0 ? texts.toReturn : texts.toPay}: {formatAmount(Math.abs(gross))}
          </Text>
          <Text size="sm">
            {texts.inWords}: {amountInWords(Math.abs(gross))}
          </Text>
        </Stack>
        <PaymentTerms invoice={invoice} />
        {invoice.notes && (
          <div>
            <Text fw={600} size="sm">
              {texts.notes}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {invoice.notes}
            </Text>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** The web-safe stacks of the fonts an invoice can be printed in. */
const fontFamilies: Record<Font, string> = {
  Arial: 'Arial, Helvetica, sans-serif',
  Verdana: 'Verdana, Geneva, sans-serif',
  Tahoma: 'Tahoma, Verdana, sans-serif',
  TrebuchetMs: '"Trebuchet MS", Helvetica, sans-serif',
  TimesNewRoman: '"Times New Roman", Times, serif',
  Georgia: 'Georgia, serif',
  CourierNew: '"Courier New", Courier, monospace',
  BrushScriptMs: '"Brush Script MT", cursive',
  Impact: 'Impact, Charcoal, sans-serif',
};
export const invoiceFontOptions = (Object.keys(fontLabels) as Font[]).map((font) => ({
  value: font,
  label: fontLabels[font],
}));

/**
 * A stored invoice logo, fetched as a file and shown from a blob (the CSP admits blob: images), typed as its
 * details say (the file comes as an octet stream).
 */
export function InvoiceLogoImage({ id }: { id: number }) {
  const logos = useQuery({ ...getListInvoiceLogosQueryOptions(), staleTime: Infinity });
  const logo = logos.data?.find((l) => l.id === id);
  const file = useQuery({ ...getDownloadInvoiceLogoQueryOptions(id), staleTime: Infinity });
  const url = useObjectUrl(logo && file.data, logo?.contentType || undefined);
  if (!url || !logo) return null;
  return <Image src={url} alt={texts.logo(logo.name ?? logo.fileName)} h={48} w="auto" fit="contain" />;
}

function DocumentFacts({ invoice }: { invoice: Invoice }) {
  const facts: [string, string | null | undefined][] = [
    [texts.issueDate, formatDate(invoice.issueDate)],
    [texts.saleDate, invoice.saleDate && formatDate(invoice.saleDate)],
    [texts.placeOfIssue, invoice.placeOfIssue],
    [
      texts.period,
      invoice.year && invoice.month ? `${invoice.year}-${String(invoice.month).padStart(2, '0')}` : undefined,
    ],
  ];
  return (
    <Group gap="xl" wrap="wrap" component="dl" m={0}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500}>
              {value}
            </Text>
          </div>
        ))}
    </Group>
  );
}

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  const address = party.address;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Text fw={600}>{party.name}</Text>
      {party.nip && <Text size="sm">{texts.nip(party.nip)}</Text>}
      {address && (
        <Text size="sm">
          {address.street} {address.houseNumber}
          {address.flatNumber ? `/${address.flatNumber}` : ''}, {address.postalCode} {address.city}
        </Text>
      )}
      {party.email && <Text size="sm">{party.email}</Text>}
    </Stack>
  );
}

const amountCell = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

/**
 * A document's table keeps every column: a narrow screen scrolls it sideways, by keyboard too (the scrolling box
 * takes the focus, named as its table).
 */
function DocumentTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}

function Lines({ items }: { items: InvoiceLine[] }) {
  return (
    <DocumentTable label={texts.items} minWidth={720}>
      <Table aria-label={texts.items} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.lp}</Table.Th>
            <Table.Th>{texts.name}</Table.Th>
            <Table.Th {...amountCell}>{texts.quantity}</Table.Th>
            <Table.Th>{texts.unit}</Table.Th>
            <Table.Th {...amountCell}>{texts.unitNetPrice}</Table.Th>
            <Table.Th>{texts.vatRate}</Table.Th>
            <Table.Th {...amountCell}>{texts.net}</Table.Th>
            <Table.Th {...amountCell}>{texts.vat}</Table.Th>
            <Table.Th {...amountCell}>{texts.gross}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, i) => (
            <Table.Tr key={item.id ?? i}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td {...amountCell}>{String(item.quantity).replace('.', ',')}</Table.Td>
              <Table.Td>{item.unit}</Table.Td>
              <Table.Td {...amountCell}>{formatAmount(item.unitNetPrice)}</Table.Td>
              <Table.Td>{vatRateLabels[item.vatRate]}</Table.Td>
              <Table.Td {...amountCell}>{formatAmount(item.netAmount)}</Table.Td>
              <Table.Td {...amountCell}>{formatAmount(item.vatAmount)}</Table.Td>
              <Table.Td {...amountCell}>{formatAmount(item.grossAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DocumentTable>
  );
}

/** The summary per VAT rate and the totals (computed here by the rules the server uses). */
export function RateSummary({ items }: { items: Pick<InvoiceLine, 'quantity' | 'unitNetPrice' | 'vatRate'>[] }) {
  const totals = useMemo(() => invoiceTotals(items), [items]);
  return (
    <DocumentTable label={texts.summary} minWidth={340}>
      <Table aria-label={texts.summary} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.vatRate}</Table.Th>
            <Table.Th {...amountCell}>{texts.net}</Table.Th>
            <Table.Th {...amountCell}>{texts.vat}</Table.Th>
            <Table.Th {...amountCell}>{texts.gross}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.byRate.map((row) => (
            <AmountsRow key={row.rate} label={vatRateLabels[row.rate]} amounts={row} />
          ))}
          <AmountsRow label={texts.total} amounts={totals} strong />
        </Table.Tbody>
      </Table>
    </DocumentTable>
  );
}

interface AmountsRowProps {
  label: string;
  amounts: Amounts;
  strong?: boolean;
  /** The columns the label spans. */
  span?: number;
}

function AmountsRow({ label, amounts, strong, span }: AmountsRowProps) {
  const fw = strong ? 700 : undefined;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={fw ?? 400} colSpan={span}>
        {label}
      </Table.Th>
      <Table.Td {...amountCell} fw={fw}>
        {zl(amounts.net)}
      </Table.Td>
      <Table.Td {...amountCell} fw={fw}>
        {zl(amounts.vat)}
      </Table.Td>
      <Table.Td {...amountCell} fw={fw}>
        {zl(amounts.gross)}
      </Table.Td>
    </Table.Tr>
  );
}

/** A correction: each line before and after, the difference, and the totals' difference. */
export function CorrectionLines({
  before,
  after,
}: {
  before: Pick<InvoiceLine, 'name' | 'quantity' | 'unitNetPrice' | 'vatRate'>[];
  after: Pick<InvoiceLine, 'name' | 'quantity' | 'unitNetPrice' | 'vatRate'>[];
}) {
  const result = useMemo(() => correctionDifference(before, after), [before, after]);
  const describe = (line?: (typeof before)[number]) =>
    line
      ? `${line.name}: ${String(line.quantity).replace('.', ',')} × ${formatAmount(line.unitNetPrice)}, ${vatRateLabels[line.vatRate]}`
      : undefined;
  return (
    <DocumentTable label={texts.items} minWidth={720}>
      <Table aria-label={texts.items} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.lp}</Table.Th>
            <Table.Th>{texts.before}</Table.Th>
            <Table.Th>{texts.after}</Table.Th>
            <Table.Th {...amountCell}>
              {texts.difference} ({texts.net})
            </Table.Th>
            <Table.Th {...amountCell}>
              {texts.difference} ({texts.vat})
            </Table.Th>
            <Table.Th {...amountCell}>
              {texts.difference} ({texts.gross})
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.lines.map((line, i) => (
            <Table.Tr key={i}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{describe(line.before) ?? texts.addedLine}</Table.Td>
              <Table.Td>{describe(line.after) ?? texts.removedLine}</Table.Td>
              <Table.Td {...amountCell}>{zl(line.difference.net)}</Table.Td>
              <Table.Td {...amountCell}>{zl(line.difference.vat)}</Table.Td>
              <Table.Td {...amountCell}>{zl(line.difference.gross)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <AmountsRow label={texts.before} amounts={result.before} span={3} />
          <AmountsRow label={texts.after} amounts={result.after} span={3} />
          <AmountsRow label={texts.difference} amounts={result.difference} span={3} strong />
        </Table.Tfoot>
      </Table>
    </DocumentTable>
  );
}

function PaymentTerms({ invoice }: { invoice: Invoice }) {
  const terms: [string, string | null | undefined][] = [
    [texts.paymentDueDate, invoice.paymentDueDate && formatDate(invoice.paymentDueDate)],
    [texts.paymentMethod, invoice.paymentMethod],
    [texts.bankAccount, invoice.seller.bankAccountNumber],
  ];
  return (
    <Stack gap={2}>
      {terms
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Text key={label} size="sm">
            {label}: <strong>{value}</strong>
          </Text>
        ))}
    </Stack>
  );
}
