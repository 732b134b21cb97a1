import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from './page-title';

export default function NotFound() {
  useDocumentTitle('Nie znaleziono strony');
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>Nie znaleziono strony</Title>
      <Text c="dimmed">Strona, której szukasz, nie istnieje albo została przeniesiona.</Text>
      <Button component={Link} to="/">
        Wróć na stronę główną
      </Button>
    </Stack>
  );
}
