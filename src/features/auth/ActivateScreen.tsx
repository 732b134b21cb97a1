import { Loader, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActivateApplicationUser } from './api';
import { useEffect, useRef, useState } from 'react';
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
 * Activation from the e-mailed link (`?email=…&token=…`): opening the link activates the account, so a link used
 * before says so at once (the server refuses its token) and leads to sign-in, rather than offering "Aktywuj konto"
 * again. An account the staff created has no password yet: the server says so (and activates nothing), and the
 * form asks for one.
 */
export function ActivateScreen({ email, token }: { email?: string; token?: string }) {
  const [needsPassword, setNeedsPassword] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => (needsPassword ? newPasswordErrors(values, 'password') : {}),
  });
  const activate = useActivateApplicationUser({
    mutation: {
      onError: (error) => {
        const fields = serverFieldErrors(error, FIELDS)?.fields ?? {};
        if (fields.password && !needsPassword) setNeedsPassword(true);
        else form.setErrors(fields);
      },
    },
  });
  // once per link: a second send (React's strict mode runs effects twice) would find the token used
  const sent = useRef<string>(null);
  const { mutate } = activate;
  useEffect(() => {
    if (!email || !token || sent.current === `${email} ${token}`) return;
    sent.current = `${email} ${token}`;
    mutate({ data: { email, token } });
  }, [email, token, mutate]);

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
        {/* a link that no longer works has mostly been used: the account is active */}
        <ButtonLink to="/login">{authTexts.signIn}</ButtonLink>
        <ButtonLink to="/register" variant="default">
          {texts.registerAgain}
        </ButtonLink>
      </LinkRefused>
    );

  // the first try, sent on opening the link
  if (!needsPassword && (activate.isIdle || activate.isPending))
    return (
      <PublicNotice title={texts.title} text={texts.activating(email)}>
        <Loader size="sm" aria-hidden />
      </PublicNotice>
    );

  // the staff's account sets its password; any other failure (said by the error notices) may be tried again
  const submit = form.onSubmit((values) =>
    activate.mutate({ data: { email, token, ...(needsPassword ? values : {}) } }),
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
