import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActivateApplicationUser } from './api';
import { useState } from 'react';
import { ButtonLink } from '@/components/links';
import { serverFieldErrors } from '@/lib/server-errors';
import { LinkRefused, linkRefused } from './LinkRefused';
import { newPasswordErrors, PasswordFields } from './PasswordFields';
import { PublicNotice } from './PublicCard';
import { PublicForm } from './PublicForm';
import { authTexts } from './texts';

const texts = authTexts.activation;
const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * Activation from the e-mailed link (`?email=…&token=…`). The person confirms with a button, so a mail scanner
 * opening the link activates nothing. An account the staff created has no password yet: the server says so, and the
 * form asks for one.
 */
export function ActivateScreen({ email, token }: { email?: string; token?: string }) {
  const activate = useActivateApplicationUser();
  const [needsPassword, setNeedsPassword] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => (needsPassword ? newPasswordErrors(values, 'password') : {}),
  });

  if (!email || !token)
    return (
      <PublicNotice title={texts.title} text={texts.incomplete}>
        <ButtonLink to="/register">{texts.registerAgain}</ButtonLink>
        <ButtonLink to="/login" variant="default">
          {authTexts.signIn}
        </ButtonLink>
      </PublicNotice>
    );

  if (activate.isSuccess)
    return (
      <PublicNotice title={texts.doneTitle} text={texts.done}>
        <ButtonLink to="/login">{authTexts.signIn}</ButtonLink>
      </PublicNotice>
    );

  if (linkRefused(activate.error))
    return (
      <LinkRefused title={texts.expiredTitle} error={activate.error} hint={texts.expiredHint}>
        <ButtonLink to="/register">{texts.registerAgain}</ButtonLink>
        <ButtonLink to="/login" variant="default">
          {authTexts.signIn}
        </ButtonLink>
      </LinkRefused>
    );

  const submit = form.onSubmit((values) =>
    activate.mutate(
      { data: { email, token, ...(needsPassword ? values : {}) } },
      {
        onError: (error) => {
          const fields = serverFieldErrors(error, FIELDS)?.fields ?? {};
          if (fields.password && !needsPassword) setNeedsPassword(true);
          else form.setErrors(fields);
        },
      },
    ),
  );

  return (
    <PublicForm
      title={texts.title}
      intro={<Text>{texts.intro(email)}</Text>}
      onSubmit={submit}
      error={needsPassword ? activate.error : null}
      fields={FIELDS}
      pending={activate.isPending}
      submitLabel={texts.submit}
    >
      {needsPassword && (
        <>
          <Text>{texts.setPassword}</Text>
          <PasswordFields form={form} field="password" />
        </>
      )}
    </PublicForm>
  );
}
