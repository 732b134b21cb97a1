import { Button, Checkbox, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createCaseMessageBodyContentMax } from '@portal/sdk/limits/case-messages';
import { notifications } from '@mantine/notifications';
import type { Case } from '@portal/sdk/model';
import { useMemo } from 'react';
import { emptyCommentMessage } from '@/copy/case-labels';
import { errorStatus } from '@/lib/http/configure-http';
import { useCreateCaseMessage } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';
import { commentRecipients, recipientInputs, sendToAllPreselection } from './comment-recipients';

const texts = caseTexts.activity.commentForm;

export interface CommentFormProps {
  caseItem: Case;
  currentUserId: number;
}

interface CommentValues {
  content: string;
  recipients: string[];
  sendToAll: boolean;
}

/** A new comment in the case: text, recipients chosen from the case, send to all (spec 000 sections 2, 5, 6). */
export function CommentForm({ caseItem, currentUserId }: CommentFormProps) {
  const options = useMemo(() => commentRecipients(caseItem, currentUserId), [caseItem, currentUserId]);
  const form = useForm<CommentValues>({ initialValues: { content: '', recipients: [], sendToAll: false } });
  const send = useCreateCaseMessage(caseItem.id);

  const { recipients, sendToAll } = form.getValues();
  const toSend = recipientInputs(options, recipients, sendToAll);
  const canSend = form.isDirty('content') && !send.isPending && toSend.length > 0;

  const submit = form.onSubmit((values) => {
    if (!values.content.trim()) {
      notifications.show({ id: 'empty-comment', color: 'blue', message: emptyCommentMessage });
      return;
    }
    send.mutate(
      { data: { caseId: caseItem.id, content: values.content.trim(), recipients: toSend } },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          // other failures already show the catalogue's toast (spec 000 section 8); the text stays either way
          if (errorStatus(error) === 400)
            notifications.show({
              id: 'comment-refused',
              color: 'red',
              title: texts.refusedTitle,
              message: texts.refusedMessage,
            });
        },
      },
    );
  });

  const toggleSendToAll = (checked: boolean) => {
    form.setFieldValue('sendToAll', checked);
    if (checked) form.setFieldValue('recipients', sendToAllPreselection(options));
  };

  return (
    <form onSubmit={submit} aria-label={texts.title}>
      <Stack gap="sm">
        <Textarea
          label={texts.label}
          placeholder={texts.placeholder}
          rows={2}
          maxLength={createCaseMessageBodyContentMax}
          readOnly={send.isPending}
          {...form.getInputProps('content')}
        />
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.noRecipients}
          </Text>
        ) : (
          <Checkbox.Group label={texts.recipients} {...form.getInputProps('recipients')}>
            <Group gap="md" mt={4}>
              {options.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} disabled={sendToAll} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group justify="space-between" align="center">
          <Switch
            label={texts.sendToAll}
            description={texts.sendToAllDescription}
            checked={sendToAll}
            onChange={(event) => toggleSendToAll(event.currentTarget.checked)}
            disabled={options.length === 0}
          />
          <Button type="submit" disabled={!canSend} loading={send.isPending}>
            {texts.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
