import { Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { leadOutcomeLabels, leadSourceLabels } from '../../../copy/case-details';
import { personName } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

/** The lead the case came from. */
export function LeadSection({ caseItem }: { caseItem: Case }) {
  const lead = caseItem.lead;
  const source = lead && [leadSourceLabels[lead.source], lead.leadSource?.name].filter(Boolean).join(' – ');
  return (
    <Section title="Lead">
      {!lead ? (
        <Text c="dimmed">Sprawa nie pochodzi z leada.</Text>
      ) : (
        <InfoList
          items={[
            ['Osoba', personName(lead)],
            ['Firma', lead.companyName],
            ['NIP', lead.nip],
            ['E-mail', lead.email],
            ['Telefon', lead.phoneNumber],
            ['Źródło', source],
            ['Kampania', lead.marketingCampaign?.name],
            ['Produkt', lead.product?.name],
            ['Sprzedawca', personName(lead.sales)],
            ['Wynik', leadOutcomeLabels[lead.outcome]],
            ['Uwagi', lead.notes],
          ]}
        />
      )}
    </Section>
  );
}
