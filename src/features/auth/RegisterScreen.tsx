import { Anchor, Button, Checkbox, Group, Loader, Modal, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useRegisterApplicationUser } from './api';
import { lazy, Suspense } from 'react';
import { AnchorLink, ButtonLink } from '@/components/links';
import { validationMessages } from '@/copy/validation';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { serverFieldErrors } from '@/lib/server-errors';
import { emailError } from './account-forms';
import { EmailInput } from './EmailInput';
import { newPasswordErrors, PasswordFields } from './PasswordFields';
import { PublicNotice } from './PublicCard';
import { PublicForm } from './PublicForm';
import { authTexts } from './texts';

const texts = authTexts.registration;
const PrivacyPolicy = lazy(() => import('@/components/legal/PrivacyPolicy'));

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}
const FIELDS = ['email', 'password', 'confirmPassword', 'termsAccepted'] as const;

/** Registration of a new client (spec 000 "Registration form"); afterwards it says the activation link is on its way. */
export function RegisterScreen() {
  const register = useRegisterApplicationUser();
  const [termsOpened, terms] = useDisclosure(false);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '', confirmPassword: '', termsAccepted: false },
    validate: (values) => ({
      email: emailError(values.email),
      ...newPasswordErrors(values, 'password'),
      termsAccepted: values.termsAccepted ? null : validationMessages.required,
    }),
  });

  // one account per click: a second click or Enter while it is sent sends nothing, nor once it is registered
  const once = useOneAtATime();
  const submit = form.onSubmit((values) =>
    once(async () => {
      const data = { ...values, email: values.email.trim(), termsAccepted: true as const };
      await register.mutateAsync(
        { data },
        { onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)?.fields ?? {}) },
      );
      return finished;
    }),
  );

  if (register.isSuccess)
    return (
      <PublicNotice title={texts.sentTitle} text={texts.sent(register.variables.data.email)} hint={texts.sentHint}>
        <ButtonLink to="/login">{texts.toSignIn}</ButtonLink>
      </PublicNotice>
    );

  return (
    <>
      <PublicForm
        title={texts.title}
        intro={<Text c="dimmed">{texts.intro}</Text>}
        onSubmit={submit}
        error={register.error}
        fields={FIELDS}
        pending={register.isPending}
        submitLabel={texts.submit}
        after={
          <Text size="sm">
            {texts.haveAccount} <AnchorLink to="/login">{authTexts.signIn}</AnchorLink>
          </Text>
        }
      >
        <EmailInput {...form.getInputProps('email')} />
        <PasswordFields form={form} field="password" />
        <Checkbox
          required
          label={
            <>
              {texts.termsBefore}
              <Anchor component="button" type="button" inherit onClick={terms.open}>
                {texts.termsLink}
              </Anchor>
            </>
          }
          {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
        />
      </PublicForm>
      <Modal opened={termsOpened} onClose={terms.close} title={texts.termsDialog} size="xl">
        <Suspense fallback={<Loader size="sm" />}>
          <PrivacyPolicy headingLevel={3} />
        </Suspense>
        <Group justify="flex-end" mt="md">
          <Button onClick={terms.close}>{texts.termsClose}</Button>
        </Group>
      </Modal>
    </>
  );
}
