import { Button, Checkbox, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createCaseMessageBodyContentMax } from '@portal/sdk/limits/case-messages';
import { notifications } from '@mantine/notifications';
import type { Case } from '@portal/sdk/model';
import { useMemo } from 'react';
import { emptyCommentMessage } from '@/copy/case-labels';
import { errorStatus } from '@/lib/http/configure-http';
import { isLostAnswer, lostAnswerChecked, useLostAnswerCheck } from '@/lib/lost-answer';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { useCreateCaseMessage, useLostCommentCheck } from '@/features/cases/api';
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
  const send = useCreateCaseMessage(caseItem.id, lostAnswerChecked);
  const lostCommentCheck = useLostCommentCheck(caseItem.id);
  const once = useOneAtATime();
  const { checking, tell: tellLostAnswer } = useLostAnswerCheck();
  const sending = send.isPending || checking;

  const { recipients, sendToAll } = form.getValues();
  const toSend = recipientInputs(options, recipients, sendToAll);
  const canSend = form.isDirty('content') && !sending && toSend.length > 0;

  const submit = form.onSubmit((values) => {
    const content = values.content.trim();
    if (!content) {
      notifications.show({ id: 'empty-comment', color: 'blue', message: emptyCommentMessage });
      return;
    }
    // one comment per click: a second click or Enter while it is sent (or checked) sends nothing
    once(async () => {
      const lookForIt = lostCommentCheck(content, currentUserId);
      try {
        await send.mutateAsync({ data: { caseId: caseItem.id, content, recipients: toSend } });
        form.reset();
      } catch (error) {
        if (isLostAnswer(error)) {
          // no answer: the server may have it; what it has decides, before the comment can be sent again
          const stored = await tellLostAnswer(lookForIt);
          if (stored) {
            form.reset();
            notifications.show({ id: 'comment-stored', color: 'green', ...texts.storedAfterLostAnswer });
          }
        } else if (errorStatus(error) === 400)
          notifications.show({
            id: 'comment-refused',
            color: 'red',
            title: texts.refusedTitle,
            message: texts.refusedMessage,
          });
        // other failures already show the catalogue's toast (spec 000 section 8); the text stays either way
      }
    });
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
          readOnly={sending}
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
          <Button type="submit" disabled={!canSend} loading={sending}>
            {texts.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
