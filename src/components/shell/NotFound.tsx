import { Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/links';
import { useDocumentTitle } from './page-title';
import { shellTexts } from './texts';

/** What is missing, given by a loader that threw `notFound({ data: { title } })`. */
export interface NotFoundData {
  title: string;
}

const titleOf = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as NotFoundData).title === 'string'
    ? (data as NotFoundData).title
    : shellTexts.notFound.title;

/** An unknown address, an id that cannot exist or a record the server does not have: with a way back. */
export default function NotFound({ data }: { data?: unknown }) {
  const title = titleOf(data);
  useDocumentTitle(title);
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{shellTexts.notFound.message}</Text>
      <ButtonLink to="/">{shellTexts.home}</ButtonLink>
    </Stack>
  );
}
