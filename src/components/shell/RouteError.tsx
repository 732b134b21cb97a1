import { Button, Group, Stack } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorStatus } from '@/lib/http/configure-http';
import { ButtonLink } from '@/components/links';
import { ApiErrorAlert } from '@/components/QueryState';
import NotFound from './NotFound';
import { shellTexts } from './texts';

/**
 * What a route shows when loading it failed: the catalogue's words for a refused (403) or failed call, the
 * not-found page for 404; never the router's own English message nor raw error details.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (errorStatus(error) === 404) return <NotFound />;
  return (
    <Stack py="md" gap="md">
      <ApiErrorAlert error={error} />
      <Group>
        <Button variant="light" onClick={() => void router.invalidate()}>
          {shellTexts.retry}
        </Button>
        <ButtonLink to="/" variant="default">
          {shellTexts.home}
        </ButtonLink>
      </Group>
    </Stack>
  );
}
