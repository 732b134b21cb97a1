import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deleteLeadWithReasonQueryReasonMax as REASON_MAX } from '@portal/sdk/limits/leads';
import type { Lead } from '@portal/sdk/model';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { fullName } from '@/copy/people';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { useDeleteLeadWithReason } from './api';
import { leadTexts } from './texts';

const texts = leadTexts.remove;

/** Deleting a lead asks why (required, at most 1000 characters, counted as typed): `Lead/{id}/withReason`. */
export function DeleteLeadDialog({
  lead,
  opened,
  onClose,
}: {
  lead: Lead | null;
  opened: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteLeadWithReason();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={texts.title} closeOnClickOutside={!remove.isPending}>
      {lead && (
        <ReasonForm
          key={lead.id}
          lead={lead}
          pending={remove.isPending}
          error={remove.error}
          onCancel={close}
          onDelete={(reason) =>
            remove.mutateAsync({ id: lead.id, params: { reason } }).then(() => {
              notifySaved(fullName(lead), texts.done);
              close();
              return finished;
            })
          }
        />
      )}
    </Modal>
  );
}

function ReasonForm({
  lead,
  pending,
  error,
  onCancel,
  onDelete,
}: {
  lead: Lead;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onDelete: (reason: string) => Promise<unknown>;
}) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        !value.trim() ? texts.reasonRequired : value.trim().length > REASON_MAX ? texts.reasonTooLong : null,
    },
  });
  const once = useOneAtATime();
  const length = form.values.reason.trim().length;
  return (
    <form onSubmit={form.onSubmit(({ reason }) => once(() => onDelete(reason.trim())))} noValidate>
      <Stack>
        <Text size="sm">{texts.message(fullName(lead))}</Text>
        <Textarea
          label={texts.reason}
          withAsterisk
          autosize
          minRows={3}
          data-autofocus
          description={`${length} / ${REASON_MAX}`}
          {...form.getInputProps('reason')}
        />
        <MutationError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {texts.cancel}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
