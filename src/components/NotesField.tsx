import { Textarea, type TextareaProps } from '@mantine/core';

/** A form's notes under its last section: a few lines to start, growing with the text, the contract's maximum. */
export function NotesField(props: TextareaProps & { maxLength: number }) {
  return <Textarea mt="md" autosize minRows={2} {...props} />;
}
