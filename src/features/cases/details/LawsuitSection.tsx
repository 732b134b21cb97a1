import { Accordion, Text } from '@mantine/core';
import type { Case, CaseCourtInstance } from '@portal/sdk/model';
import { formatMoney } from '../../../copy/case-details';
import { caseFieldLabels, caseResultLabels } from '../../../copy/case-labels';
import { InfoList } from './InfoList';
import { Section } from './Section';

const instances = [
  { key: 'firstInstance', title: 'I instancja' },
  { key: 'secondInstance', title: 'II instancja' },
  { key: 'cassation', title: 'Kasacja' },
] as const;

function CourtInstance({ instance }: { instance: CaseCourtInstance | undefined }) {
  return (
    <InfoList
      items={[
        ['Status', instance?.status && caseResultLabels[instance.status]],
        ['Sędzia', instance?.judgeName],
        ['Sąd', instance?.court],
        ['Sygnatura', instance?.signature],
      ]}
    />
  );
}

/** Parties, value of the claim and the three court instances. */
export function LawsuitSection({ caseItem }: { caseItem: Case }) {
  const lawsuit = caseItem.lawsuit;
  return (
    <Section title="Postępowanie sądowe">
      {lawsuit ? (
        <>
          <InfoList
            cols={3}
            items={[
              [caseFieldLabels.Plaintiff, lawsuit.plaintiff],
              [caseFieldLabels.Defendant, lawsuit.defendant],
              [caseFieldLabels.Value, lawsuit.value == null ? undefined : formatMoney(lawsuit.value)],
            ]}
          />
          <Accordion multiple defaultValue={instances.map((instance) => instance.key)} variant="contained" mt="md">
            {instances.map(({ key, title }) => (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>{title}</Accordion.Control>
                <Accordion.Panel>
                  <CourtInstance instance={lawsuit[key]} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      ) : (
        <Text c="dimmed">Brak danych postępowania sądowego.</Text>
      )}
    </Section>
  );
}
