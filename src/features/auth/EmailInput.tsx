import { TextInput, type TextInputProps } from '@mantine/core';
import { authTexts } from './texts';

/** The e-mail address of the account forms, required, which the browser may fill in. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label={authTexts.email} type="email" required autoComplete="email" {...props} />;
}
