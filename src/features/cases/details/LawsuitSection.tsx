import { Accordion, Text } from '@mantine/core';
import type { Case, CaseCourtInstance } from '@portal/sdk/model';
import { caseFieldLabels, caseResultLabels } from '@/copy/case-labels';
import { caseTexts } from '@/features/cases/texts';
import { optionalAmount } from './format';
import { InfoList } from './InfoList';
import { Section } from './Section';

const texts = caseTexts.details.lawsuit;
const instances = ['firstInstance', 'secondInstance', 'cassation'] as const;

function CourtInstance({ instance }: { instance: CaseCourtInstance | undefined }) {
  return (
    <InfoList
      items={[
        [caseTexts.fields.status, instance?.status && caseResultLabels[instance.status]],
        [texts.judge, instance?.judgeName],
        [texts.court, instance?.court],
        [texts.signature, instance?.signature],
      ]}
    />
  );
}

/** Parties, value of the claim and the three court instances. */
export function LawsuitSection({ caseItem }: { caseItem: Case }) {
  const lawsuit = caseItem.lawsuit;
  return (
    <Section title={texts.title}>
      {lawsuit ? (
        <>
          <InfoList
            cols={3}
            items={[
              [caseFieldLabels.Plaintiff, lawsuit.plaintiff],
              [caseFieldLabels.Defendant, lawsuit.defendant],
              [caseFieldLabels.Value, optionalAmount(lawsuit.value)],
            ]}
          />
          <Accordion multiple defaultValue={[...instances]} variant="contained" mt="md">
            {instances.map((key) => (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>{texts.instances[key]}</Accordion.Control>
                <Accordion.Panel>
                  <CourtInstance instance={lawsuit[key]} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      ) : (
        <Text c="dimmed">{texts.none}</Text>
      )}
    </Section>
  );
}
