import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { validationMessages } from '@/copy/validation';
import type { DemoSession } from '@/lib/auth/demo-session';
import { emailError } from './account-forms';
import { EmailInput } from './EmailInput';
import { authTexts } from './texts';

const texts = authTexts.demoAccount;

/**
 * The demo's sign-in with e-mail and password, for accounts registered in the demo (the seeded people too): it
 * stands in for the identity provider's login page, which a real sign-in goes to.
 */
export function DemoPasswordSignIn({ session }: { session: DemoSession }) {
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => ({
      email: emailError(values.email),
      password: values.password ? null : validationMessages.required,
    }),
  });
  const submit = form.onSubmit(async ({ email, password }) => {
    setPending(true);
    const result = await session.signInWithPassword(email.trim(), password);
    setPending(false);
    if ('path' in result) void navigate({ href: result.path, replace: true });
    else setRefused(result.error === 'notActivated' ? texts.notActivated : texts.invalid);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.intro}{' '}
          {session.seededSignIn && texts.seededHint(session.seededSignIn.email, session.seededSignIn.password)}
        </Text>
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput
          label={authTexts.password}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {refused && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {refused}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          {authTexts.signIn}
        </Button>
      </Stack>
    </form>
  );
}
