import { Anchor, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconFileZip } from '@tabler/icons-react';
import { usePageTrail } from '@/components/shell/page-title';
import { config } from '@/lib/config';
import { ANNUAL_REPORT_YEARS, annualReportFile, INVESTOR_FOLDER, MEETING_ANNOUNCEMENT } from './investor-documents';
import { PublicFooter } from './PublicFooter';
import { publicPagesTexts } from './texts';

const texts = publicPagesTexts.investor;

interface InvestorDocument {
  label: string;
  file: string;
  format: 'pdf' | 'zip';
}

const documents: InvestorDocument[] = [
  { label: texts.meeting, file: MEETING_ANNOUNCEMENT, format: 'pdf' },
  ...ANNUAL_REPORT_YEARS.map((year) => ({
    label: texts.annualReport(year),
    file: annualReportFile(year),
    format: 'zip' as const,
  })),
];

/**
 * `/investor` (spec 000 "Investor page"): the documents from the investors folder, the brokerage house's sign-in and
 * the company's registration data, all from the build's settings. Static: no call to the API.
 */
export function InvestorScreen() {
  const { title } = usePageTrail();
  const { company } = config;
  const rows: [string, string][] = [
    [texts.fields.name, company.name],
    [texts.fields.address, company.address],
    [texts.fields.court, company.court],
    [texts.fields.krs, company.krs],
    [texts.fields.nip, company.nip],
    [texts.fields.regon, company.regon],
    [texts.fields.shareCapital, company.shareCapital],
  ];
  return (
    <Stack gap="xl" maw={900} py="md">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        <Text>{texts.intro(company.name)}</Text>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="investor-documents">
        <Title order={2} id="investor-documents">
          {texts.documents}
        </Title>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <Paper component="li" key={document.file} withBorder radius="md" px="md" py="sm">
              <DocumentLink document={document} />
            </Paper>
          ))}
        </Stack>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="investor-shareholders">
        <Title order={2} id="investor-shareholders">
          {texts.shareholders}
        </Title>
        <Text>{texts.shareholdersText}</Text>
        <Group>
          <Button
            component="a"
            href={config.brokerageSignInUrl}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={18} aria-hidden />}
          >
            {texts.brokerage}
            <VisuallyHidden component="span">{texts.newTab}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="investor-company">
        <Title order={2} id="investor-company">
          {texts.company}
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={{ base: 120, sm: 200 }}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>

      <PublicFooter />
    </Stack>
  );
}

function DocumentLink({ document }: { document: InvestorDocument }) {
  const Icon = document.format === 'pdf' ? IconFileTypePdf : IconFileZip;
  const href = `${INVESTOR_FOLDER}${document.file}`;
  const format = texts.format[document.format];
  const formatName = texts.formatName[document.format];
  return (
    <Group gap="sm" wrap="nowrap">
      <Icon size={24} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
      {/* a PDF opens in a new tab; an archive downloads */}
      <Anchor
        href={href}
        {...(document.format === 'pdf' ? { target: '_blank', rel: 'noopener' } : { download: document.file })}
      >
        {document.label}
        <VisuallyHidden component="span">{texts.documentHint(formatName, document.format === 'pdf')}</VisuallyHidden>
      </Anchor>
      <Text size="xs" c="dimmed" ml="auto" aria-hidden style={{ flexShrink: 0 }}>
        {format}
      </Text>
    </Group>
  );
}
