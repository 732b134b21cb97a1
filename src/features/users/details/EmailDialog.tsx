import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import { useState } from 'react';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { useChangeUserEmail } from './api';
import { accountActionTexts, userDetailsTexts } from './texts';

const texts = userDetailsTexts.email;

/** The change of a user's e-mail address (their sign-in name), in a dialog; a refusal keeps what was typed. */
export function EmailDialog({
  user,
  opened,
  onClose,
}: {
  user: ApplicationUser;
  opened: boolean;
  onClose: () => void;
}) {
  const change = useChangeUserEmail();
  const [email, setEmail] = useState('');
  const [same, setSame] = useState(false);
  const once = useOneAtATime();
  const close = () => {
    setEmail('');
    setSame(false);
    change.reset();
    onClose();
  };
  const save = () =>
    once(async () => {
      const address = email.trim();
      if (address.toLowerCase() === user.email.toLowerCase()) return setSame(true);
      const saved = await change.mutateAsync({ id: user.id, data: { email: address } });
      notifySaved(texts.done(saved.email));
      close();
    });
  return (
    <Modal opened={opened} onClose={close} title={texts.title} closeOnClickOutside={!change.isPending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <Text size="sm">{texts.intro}</Text>
          <TextInput
            label={texts.label}
            type="email"
            required
            autoComplete="off"
            value={email}
            placeholder={user.email}
            error={same ? texts.same : undefined}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setSame(false);
            }}
            data-autofocus
          />
          <MutationError error={change.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {accountActionTexts.cancel}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
