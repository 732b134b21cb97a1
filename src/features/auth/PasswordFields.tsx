import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PasswordRules } from '@/components/password/PasswordRules';
import { meetsPasswordRules } from '@/components/password/password-rules';
import { authTexts as texts } from './texts';

/** The new password under `field` and its confirmation (`confirmPassword`), as every password form has them. */
type PasswordValues<F extends string> = Record<F | 'confirmPassword', string>;

/**
 * The rules of spec 000 section 5 for a new password and its confirmation: every rule met, the confirmation equal
 * and not blank. Messages by field, as @mantine/form's `validate` returns them.
 */
export function newPasswordErrors<F extends string>(values: PasswordValues<F>, field: F) {
  const password = values[field];
  return {
    [field]: meetsPasswordRules(password) ? null : texts.rulesNotMet,
    confirmPassword:
      values.confirmPassword.trim() && values.confirmPassword === password ? null : texts.passwordsDiffer,
  } as Record<F | 'confirmPassword', string | null>;
}

/** A new password with the rules ticked as the user types (read as the field's description), and its confirmation. */
export function PasswordFields<F extends string>({
  form,
  field,
  label = texts.password,
}: {
  // the form's other fields do not matter here
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturnType<any>;
  field: F;
  label?: string;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        required
        autoComplete="new-password"
        {...form.getInputProps(field)}
        description={<PasswordRules password={form.getValues()[field] ?? ''} />}
        descriptionProps={{ component: 'div' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <PasswordInput
        label={texts.confirmPassword}
        required
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
