import { Group } from '@mantine/core';
import { ButtonLink } from '@/components/links';
import { publicPagesTexts } from './texts';

/** "Załóż konto" and "Zaloguj się": the public pages' calls to action. */
export function JoinButtons({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap="sm">
      <ButtonLink to="/register" size={size}>
        {publicPagesTexts.calls.register}
      </ButtonLink>
      <ButtonLink to="/login" size={size} variant="default">
        {publicPagesTexts.calls.login}
      </ButtonLink>
    </Group>
  );
}
