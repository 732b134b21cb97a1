import { Anchor, Button, Checkbox, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useRegisterApplicationUser } from '@portal/sdk';
import { lazy, Suspense, useState } from 'react';
import { AnchorLink, ButtonLink } from '@/components/links';
import { validationMessages } from '@/copy/validation';
import { serverFieldErrors } from '@/lib/server-errors';
import { emailError } from './account-forms';
import { FormError } from './FormError';
import { newPasswordErrors, PasswordFields } from './PasswordFields';
import { PublicCard } from './PublicCard';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
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

  const submit = form.onSubmit((values) => {
    const data = { ...values, email: values.email.trim(), termsAccepted: true as const };
    register.mutate(
      { data },
      {
        onSuccess: () => setSentTo(data.email),
        onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)?.fields ?? {}),
      },
    );
  });

  if (sentTo)
    return (
      <PublicCard title={texts.sentTitle}>
        <Text>{texts.sent(sentTo)}</Text>
        <Text c="dimmed" size="sm">
          {texts.sentHint}
        </Text>
        <Group>
          <ButtonLink to="/login">{texts.toSignIn}</ButtonLink>
        </Group>
      </PublicCard>
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
          <FormError error={register.error} fields={FIELDS} />
          <Button type="submit" loading={register.isPending}>
            {texts.submit}
          </Button>
          <Text size="sm">
            {texts.haveAccount} <AnchorLink to="/login">{authTexts.signIn}</AnchorLink>
          </Text>
        </Stack>
      </form>
      <Modal opened={termsOpened} onClose={terms.close} title={texts.termsDialog} size="xl">
        <Suspense fallback={<Loader size="sm" />}>
          <PrivacyPolicy headingLevel={3} />
        </Suspense>
        <Group justify="flex-end" mt="md">
          <Button onClick={terms.close}>{texts.termsClose}</Button>
        </Group>
      </Modal>
    </PublicCard>
  );
}
