import { Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { RegonCompany } from '@portal/sdk/model';
import type { ReactNode } from 'react';
import { addressLines, Facts } from '@/components/users/DetailParts';
import { companyLegalFormLabels } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import { govZoneTexts } from './texts';

const texts = govZoneTexts.company;

/**
 * A company as the register shows it: name, whether it still works, its numbers, legal form, seat, main activity
 * and dates; `actions` under them.
 */
export function CompanyDetails({ company, actions }: { company: RegonCompany; actions: ReactNode }) {
  const closed = Boolean(company.endDate);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="gov-zone-company">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" c="dimmed" fw={500}>
            {texts.title}
          </Title>
          <Group gap="sm" align="center">
            <Title order={3} size="h3" id="gov-zone-company" style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            <Badge color={closed ? 'red' : 'green'} variant="light" tt="none">
              {closed ? texts.closed : texts.active}
            </Badge>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Facts
            facts={[
              [texts.nip, company.nip],
              [texts.regon, company.regon],
              [texts.krs, company.krs],
              [texts.legalForm, company.legalForm && companyLegalFormLabels[company.legalForm]],
            ]}
          />
          <Facts
            facts={[
              [texts.address, addressLines(company.address)],
              [texts.pkd, company.pkdCode],
              [texts.startDate, company.startDate && formatDate(company.startDate)],
              [texts.endDate, company.endDate && formatDate(company.endDate)],
            ]}
          />
        </SimpleGrid>
        {actions}
      </Stack>
    </Paper>
  );
}
