import { List, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { emptyValue } from '../../../copy/case-details';
import { caseTypeLabel } from '../../../copy/case-labels';
import { InfoList } from './InfoList';
import { Section } from './Section';

/** The product, its department, the case type and the milestones reached. */
export function ProductSection({ caseItem }: { caseItem: Case }) {
  const milestones = [...(caseItem.milestones ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Section title="Produkt i etapy">
      <InfoList
        items={[
          ['Produkt', caseItem.product?.name],
          ['Departament', caseItem.product?.department?.name],
          ['Rodzaj sprawy', caseTypeLabel(caseItem.type)],
        ]}
      />
      <Text size="xs" c="dimmed" mt="md" id={`milestones-${caseItem.id}`}>
        Osiągnięte etapy
      </Text>
      {milestones.length ? (
        <List type="ordered" size="sm" spacing={4} aria-labelledby={`milestones-${caseItem.id}`}>
          {milestones.map((milestone) => (
            <List.Item key={milestone.id}>{milestone.name}</List.Item>
          ))}
        </List>
      ) : (
        <Text>{emptyValue}</Text>
      )}
    </Section>
  );
}
