import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useBeginApplicationUserForgotPassword } from '@portal/sdk';
import { AnchorLink, ButtonLink } from '@/components/links';
import { serverFieldErrors } from '@/lib/server-errors';
import { emailError } from './account-forms';
import { FormError } from './FormError';
import { PublicCard } from './PublicCard';
import { authTexts } from './texts';

const texts = authTexts.forgot;
const FIELDS = ['email'] as const;

/** The start of a password reset: the e-mail address; the server sends the link (and answers alike for any address). */
export function ForgotPasswordScreen({ email = '' }: { email?: string }) {
  const begin = useBeginApplicationUserForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email },
    validate: (values) => ({ email: emailError(values.email) }),
  });

  if (begin.isSuccess)
    return (
      <PublicCard title={texts.sentTitle}>
        <Text>{texts.sent(begin.variables.data.email)}</Text>
        <Group>
          <ButtonLink to="/login">{texts.back}</ButtonLink>
        </Group>
      </PublicCard>
    );

  const submit = form.onSubmit((values) =>
    begin.mutate(
      { data: { email: values.email.trim() } },
      { onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)?.fields ?? {}) },
    ),
  );
  return (
    <PublicCard title={texts.title}>
      <Text c="dimmed">{texts.intro}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={authTexts.email}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <FormError error={begin.error} fields={FIELDS} />
          <Button type="submit" loading={begin.isPending}>
            {texts.submit}
          </Button>
          <Text size="sm">
            <AnchorLink to="/login">{texts.back}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </PublicCard>
  );
}
