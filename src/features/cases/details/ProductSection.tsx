import { List, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { caseTypeLabel } from '@/copy/case-labels';
import { caseTexts } from '@/features/cases/texts';
import { InfoList } from './InfoList';
import { Section } from './Section';

const texts = caseTexts.details.product;

/** The product, its department, the case type and the milestones reached. */
export function ProductSection({ caseItem }: { caseItem: Case }) {
  const milestones = [...(caseItem.milestones ?? [])].sort((a, b) => a.order - b.order);
  return (
    <Section title={texts.title}>
      <InfoList
        items={[
          [caseTexts.fields.product, caseItem.product?.name],
          [texts.department, caseItem.product?.department?.name],
          [texts.caseType, caseTypeLabel(caseItem.type)],
        ]}
      />
      <Text size="xs" c="dimmed" mt="md" id={`milestones-${caseItem.id}`}>
        {texts.milestones}
      </Text>
      {milestones.length ? (
        <List type="ordered" size="sm" spacing={4} aria-labelledby={`milestones-${caseItem.id}`}>
          {milestones.map((milestone) => (
            <List.Item key={milestone.id}>{milestone.name}</List.Item>
          ))}
        </List>
      ) : (
        <Text>{caseTexts.emptyValue}</Text>
      )}
    </Section>
  );
}
