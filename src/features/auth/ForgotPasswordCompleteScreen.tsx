import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEndApplicationUserForgotPassword } from './api';
import { ButtonLink } from '@/components/links';
import { serverFieldErrors } from '@/lib/server-errors';
import { LinkRefused, linkRefused } from './LinkRefused';
import { newPasswordErrors, PasswordFields } from './PasswordFields';
import { PublicNotice } from './PublicCard';
import { PublicForm } from './PublicForm';
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
      <PublicNotice title={texts.title} text={texts.incomplete}>
        {startAgain}
      </PublicNotice>
    );

  if (end.isSuccess)
    return (
      <PublicNotice title={texts.doneTitle} text={texts.done}>
        <ButtonLink to="/login">{authTexts.signIn}</ButtonLink>
      </PublicNotice>
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
    <PublicForm
      title={texts.title}
      intro={<Text>{texts.intro(email)}</Text>}
      onSubmit={submit}
      error={end.error}
      fields={FIELDS}
      pending={end.isPending}
      submitLabel={texts.submit}
    >
      <PasswordFields form={form} field="password" label={authTexts.newPassword} />
    </PublicForm>
  );
}
