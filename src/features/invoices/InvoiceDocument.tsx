import { Badge, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getDownloadInvoiceLogoQueryOptions, getListInvoiceLogosQueryOptions } from '@portal/sdk';
import type { Font, Invoice, InvoiceLine, InvoiceParty, VatRate } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useObjectUrl } from '@/components/files/use-object-url';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
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

/** An amount column of a document's table: on the right, on one line. */
const amountColumn = { align: 'right', nowrap: true } as const;
const quantityText = (quantity: number) => String(quantity).replace('.', ',');

interface NumberedLine {
  lp: number;
  item: InvoiceLine;
}

/**
 * The lines as the document lists them; on a phone their name and gross value, the rest in the line under the name.
 */
const lineColumns: ListColumn<NumberedLine>[] = [
  { key: 'lp', header: texts.lp, phone: 'hide', value: ({ lp }) => lp },
  { key: 'name', header: texts.name, phone: 'key', value: ({ item }) => item.name },
  {
    key: 'quantity',
    ...amountColumn,
    header: texts.quantity,
    value: ({ item }) => quantityText(item.quantity),
    line: ({ item }) =>
      `${[quantityText(item.quantity), item.unit].filter(Boolean).join(' ')} × ${formatAmount(item.unitNetPrice)}`,
  },
  { key: 'unit', header: texts.unit, phone: 'hide', value: ({ item }) => item.unit },
  {
    key: 'unitNetPrice',
    ...amountColumn,
    header: texts.unitNetPrice,
    phone: 'hide',
    value: ({ item }) => formatAmount(item.unitNetPrice),
  },
  { key: 'vatRate', header: texts.vatRate, phone: 'labelled', value: ({ item }) => vatRateLabels[item.vatRate] },
  {
    key: 'net',
    ...amountColumn,
    header: texts.net,
    phone: 'labelled',
    value: ({ item }) => formatAmount(item.netAmount),
  },
  {
    key: 'vat',
    ...amountColumn,
    header: texts.vat,
    phone: 'labelled',
    value: ({ item }) => formatAmount(item.vatAmount),
  },
  {
    key: 'gross',
    ...amountColumn,
    header: texts.gross,
    phone: 'key',
    value: ({ item }) => formatAmount(item.grossAmount),
  },
];

function Lines({ items }: { items: InvoiceLine[] }) {
  const rows = useMemo(() => items.map((item, i) => ({ lp: i + 1, item })), [items]);
  return (
    <ListTable
      label={texts.items}
      rows={rows}
      rowKey={({ lp, item }) => item.id ?? lp}
      columns={lineColumns}
      minWidth={0}
      striped
    />
  );
}

/** The amounts of a summary's row, by column: net, VAT and gross, in grosze. */
const amountValues = (amounts: Amounts) => ({ net: zl(amounts.net), vat: zl(amounts.vat), gross: zl(amounts.gross) });

/** The columns of net, VAT and gross amounts (in grosze) under their headers; on a phone the gross stays. */
const amountColumns = <T extends { amounts: Amounts }>(
  header: (amount: string) => string,
  phoneLabel?: (amount: string) => string,
): ListColumn<T>[] =>
  (['net', 'vat', 'gross'] as const).map((amount) => ({
    key: amount,
    ...amountColumn,
    header: header(texts[amount]),
    phone: amount === 'gross' ? 'key' : 'labelled',
    phoneLabel: phoneLabel?.(texts[amount]),
    value: (row) => zl(row.amounts[amount]),
  }));

interface RateRow {
  rate: VatRate;
  amounts: Amounts;
}

const rateColumns: ListColumn<RateRow>[] = [
  { key: 'rate', header: texts.vatRate, value: (row) => vatRateLabels[row.rate] },
  ...amountColumns<RateRow>((amount) => amount),
];

/** The summary per VAT rate and the totals (computed here by the rules the server uses). */
export function RateSummary({ items }: { items: Pick<InvoiceLine, 'quantity' | 'unitNetPrice' | 'vatRate'>[] }) {
  const totals = useMemo(() => invoiceTotals(items), [items]);
  return (
    <ListTable
      label={texts.summary}
      rows={totals.byRate.map((row) => ({ rate: row.rate, amounts: row }))}
      rowKey={(row) => row.rate}
      columns={rateColumns}
      footer={[{ key: 'total', label: texts.total, values: amountValues(totals), strong: true }]}
      minWidth={0}
      withTableBorder
    />
  );
}

type CorrectedLine = Pick<InvoiceLine, 'name' | 'quantity' | 'unitNetPrice' | 'vatRate'>;

interface CorrectionRow {
  lp: number;
  before?: CorrectedLine;
  after?: CorrectedLine;
  amounts: Amounts;
}

const lineText = (line?: CorrectedLine) =>
  line &&
  `${line.name}: ${quantityText(line.quantity)} × ${formatAmount(line.unitNetPrice)}, ${vatRateLabels[line.vatRate]}`;

/** A correction's lines; on a phone each line after the correction and its gross difference, the rest under it. */
const correctionColumns: ListColumn<CorrectionRow>[] = [
  { key: 'lp', header: texts.lp, phone: 'hide', value: (row) => row.lp },
  { key: 'before', header: texts.before, phone: 'labelled', value: (row) => lineText(row.before) ?? texts.addedLine },
  { key: 'after', header: texts.after, phone: 'key', value: (row) => lineText(row.after) ?? texts.removedLine },
  ...amountColumns<CorrectionRow>(
    (amount) => `${texts.difference} (${amount})`,
    (amount) => amount,
  ),
];

/** A correction: each line before and after, the difference, and the totals' difference. */
export function CorrectionLines({ before, after }: { before: CorrectedLine[]; after: CorrectedLine[] }) {
  const result = useMemo(() => correctionDifference(before, after), [before, after]);
  const rows = result.lines.map((line, i) => ({
    lp: i + 1,
    before: line.before,
    after: line.after,
    amounts: line.difference,
  }));
  return (
    <ListTable
      label={texts.items}
      rows={rows}
      rowKey={(row) => row.lp}
      columns={correctionColumns}
      footer={[
        { key: 'before', label: texts.before, values: amountValues(result.before) },
        { key: 'after', label: texts.after, values: amountValues(result.after) },
        { key: 'difference', label: texts.difference, values: amountValues(result.difference), strong: true },
      ]}
      minWidth={0}
      withTableBorder
    />
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
