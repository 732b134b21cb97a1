import { Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { leadOutcomeLabels, leadSourceLabels } from '@/copy/case-labels';
import { caseTexts } from '@/features/cases/texts';
import { personName } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

const texts = caseTexts.details.lead;

/** The lead the case came from. */
export function LeadSection({ caseItem }: { caseItem: Case }) {
  const lead = caseItem.lead;
  const source = lead && [leadSourceLabels[lead.source], lead.leadSource?.name].filter(Boolean).join(' – ');
  return (
    <Section title={texts.title}>
      {!lead ? (
        <Text c="dimmed">{texts.none}</Text>
      ) : (
        <InfoList
          items={[
            [texts.person, personName(lead)],
            [texts.company, lead.companyName],
            [caseTexts.details.nip, lead.nip],
            [texts.email, lead.email],
            [texts.phone, lead.phoneNumber],
            [texts.source, source],
            [texts.campaign, lead.marketingCampaign?.name],
            [caseTexts.fields.product, lead.product?.name],
            [caseTexts.fields.salesPerson, personName(lead.sales)],
            [caseTexts.fields.result, leadOutcomeLabels[lead.outcome]],
            [caseTexts.details.notes, lead.notes],
          ]}
        />
      )}
    </Section>
  );
}
