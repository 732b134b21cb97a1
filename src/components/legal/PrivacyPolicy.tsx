import { Anchor, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { MouseEvent } from 'react';
import { legalTexts, type LegalBlock } from './texts';

/**
 * Moves to a section of the table of contents without changing the address: in the registration form's modal a
 * new `#hash` would be a navigation of the page below it. The heading takes the focus, so the keyboard and screen
 * readers go on from there.
 */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** A heading moved to stays clear of the page's fixed header (64 px). */
const anchored = { scrollMarginTop: 80 };

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <List spacing={4}>
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/**
 * The privacy policy and the terms of service with a table of contents. `headingLevel` is the level of the two
 * parts' headings (2 under a page's H1, 3 in a dialog with its own title); their sections are one level below.
 */
export default function PrivacyPolicy({ headingLevel }: { headingLevel: 2 | 3 }) {
  const sectionLevel = (headingLevel + 1) as TitleOrder;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {legalTexts.updated}
      </Text>
      <nav aria-label={legalTexts.toc}>
        <Text fw={700} mb="xs" aria-hidden>
          {legalTexts.toc}
        </Text>
        <List type="ordered" spacing={4}>
          {legalTexts.parts.map((part) => (
            <List.Item key={part.id}>
              <Anchor href={`#${part.id}`} onClick={(event) => goTo(event, part.id)}>
                {part.title}
              </Anchor>
              <List withPadding spacing={2} listStyleType="none">
                {part.sections.map((section) => (
                  <List.Item key={section.id}>
                    <Anchor href={`#${section.id}`} onClick={(event) => goTo(event, section.id)} size="sm">
                      {section.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
      </nav>
      {legalTexts.parts.map((part) => (
        <Stack key={part.id} component="section" aria-labelledby={part.id} gap="md">
          <Title order={headingLevel} id={part.id} tabIndex={-1} style={anchored}>
            {part.title}
          </Title>
          {part.sections.map((section) => (
            <Stack key={section.id} gap="xs">
              <Title order={sectionLevel} size="h4" id={section.id} tabIndex={-1} style={anchored}>
                {section.title}
              </Title>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
