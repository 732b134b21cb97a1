import { PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useChangeApplicationUserPassword } from './api';
import { useNavigate } from '@tanstack/react-router';
import { FormActions } from '@/components/FormActions';
import { notifySaved } from '@/components/notify-saved';
import { usePageTrail } from '@/components/shell/page-title';
import { validationMessages } from '@/copy/validation';
import { serverFieldErrors } from '@/lib/server-errors';
import { FormError } from './FormError';
import { newPasswordErrors, PasswordFields } from './PasswordFields';
import { authTexts } from './texts';

const texts = authTexts.change;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** The signed-in user's password change: the current one, then a new one under the rules; back to the profile. */
export function ChangePasswordScreen() {
  const { title } = usePageTrail();
  const change = useChangeApplicationUserPassword();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      currentPassword: values.currentPassword ? null : validationMessages.required,
      ...newPasswordErrors(values, 'newPassword'),
    }),
  });
  const submit = form.onSubmit((data) =>
    change.mutate(
      { data },
      {
        onSuccess: () => {
          notifySaved(texts.done);
          void navigate({ to: '/yourProfile' });
        },
        onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)?.fields ?? {}),
      },
    ),
  );
  return (
    <Stack maw={560}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label={authTexts.currentPassword}
            required
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordFields form={form} field="newPassword" label={authTexts.newPassword} />
          <FormError error={change.error} fields={FIELDS} />
          <FormActions
            onCancel={() => void navigate({ to: '/yourProfile' })}
            pending={change.isPending}
            submitLabel={texts.submit}
            cancelWhilePending
          />
        </Stack>
      </form>
    </Stack>
  );
}
