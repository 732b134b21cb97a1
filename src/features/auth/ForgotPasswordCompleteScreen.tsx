import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEndApplicationUserForgotPassword } from '@portal/sdk';
import { ButtonLink } from '@/components/links';
import { serverFieldErrors } from '@/lib/server-errors';
import { FormError } from './FormError';
import { LinkRefused, linkRefused } from './LinkRefused';
import { newPasswordErrors, PasswordFields } from './PasswordFields';
import { PublicCard } from './PublicCard';
import { authTexts } from './texts';

const texts = authTexts.reset;
const FIELDS = ['password', 'confirmPassword'] as const;

/** The end of a password reset, from the e-mailed link (`?email=…&token=…`): the new password under the rules. */
export function ForgotPasswordCompleteScreen({ email, token }: { email?: string; token?: string }) {
  const end = useEndApplicationUserForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => newPasswordErrors(values, 'password'),
  });
  const startAgain = (
    <ButtonLink to="/forgotPassword" search={email ? { email } : {}}>
      {texts.sendAgain}
    </ButtonLink>
  );

  if (!email || !token)
    return (
      <PublicCard title={texts.title}>
        <Text>{texts.incomplete}</Text>
        <Group>{startAgain}</Group>
      </PublicCard>
    );

  if (end.isSuccess)
    return (
      <PublicCard title={texts.doneTitle}>
        <Text>{texts.done}</Text>
        <Group>
          <ButtonLink to="/login">{authTexts.signIn}</ButtonLink>
        </Group>
      </PublicCard>
    );

  if (linkRefused(end.error))
    return (
      <LinkRefused title={texts.expiredTitle} error={end.error} hint={texts.expiredHint}>
        {startAgain}
      </LinkRefused>
    );

  const submit = form.onSubmit((values) =>
    end.mutate(
      { data: { email, token, ...values } },
      { onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)?.fields ?? {}) },
    ),
  );
  return (
    <PublicCard title={texts.title}>
      <Text>{texts.intro(email)}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordFields form={form} field="password" label={authTexts.newPassword} />
          <FormError error={end.error} fields={FIELDS} />
          <Button type="submit" loading={end.isPending}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
    </PublicCard>
  );
}
