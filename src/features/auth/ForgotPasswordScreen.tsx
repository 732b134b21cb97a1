import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useBeginApplicationUserForgotPassword } from './api';
import { AnchorLink, ButtonLink } from '@/components/links';
import { serverFieldErrors } from '@/lib/server-errors';
import { emailError } from './account-forms';
import { EmailInput } from './EmailInput';
import { PublicNotice } from './PublicCard';
import { PublicForm } from './PublicForm';
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
      <PublicNotice title={texts.sentTitle} text={texts.sent(begin.variables.data.email)}>
        <ButtonLink to="/login">{texts.back}</ButtonLink>
      </PublicNotice>
    );

  const submit = form.onSubmit((values) =>
    begin.mutate(
      { data: { email: values.email.trim() } },
      { onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)?.fields ?? {}) },
    ),
  );
  return (
    <PublicForm
      title={texts.title}
      intro={<Text c="dimmed">{texts.intro}</Text>}
      onSubmit={submit}
      error={begin.error}
      fields={FIELDS}
      pending={begin.isPending}
      submitLabel={texts.submit}
      after={
        <Text size="sm">
          <AnchorLink to="/login">{texts.back}</AnchorLink>
        </Text>
      }
    >
      <EmailInput {...form.getInputProps('email')} />
    </PublicForm>
  );
}
