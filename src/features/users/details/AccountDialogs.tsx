import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ApplicationUser, ApplicationUserLink } from '@portal/sdk/model';
import { deleteApplicationUserWithReasonQueryReasonMax as REASON_MAX } from '@portal/sdk/limits/users';
import { IconCopy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { formatDateTime } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { safeReturnPath } from '@/lib/auth/return-path';
import { accountActionTexts as texts } from './texts';

interface ChangeDialogProps {
  /** The user asked about; none: closed. */
  user: ApplicationUser | undefined;
  pending: boolean;
  /** The refused change (the dialog stays open with what was typed). */
  error: unknown;
  onCancel: () => void;
}

/**
 * What a dialog's one field holds (`value`) and whether its error shows (`flagged`); both are cleared when the
 * dialog closes (`close`) or its change is done (`reset`).
 */
function useDialogField(onCancel: () => void) {
  const [value, setValue] = useState('');
  const [flagged, setFlagged] = useState(false);
  const reset = () => {
    setValue('');
    setFlagged(false);
  };
  const close = () => {
    reset();
    onCancel();
  };
  return { value, setValue, flagged, setFlagged, reset, close };
}

/** A change asked about with one field (`children`), the refusal under it, then cancel and confirm. */
function ChangeDialog({
  user,
  pending,
  error,
  words,
  onClose,
  onConfirm,
  children,
}: Omit<ChangeDialogProps, 'onCancel'> & {
  /** The dialog's title, its question about the user named, and its confirm button. */
  words: { title: string; message: (name: string) => string; confirm: string };
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={Boolean(user)} onClose={onClose} title={words.title} closeOnClickOutside={!pending}>
      {user && (
        <Stack>
          <Text size="sm">{words.message(fullName(user))}</Text>
          {children}
          <MutationError error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {texts.cancel}
            </Button>
            <Button color="red" onClick={onConfirm} loading={pending}>
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Deactivation asks why: a required reason of at most the contract's 1000 characters, its count shown. */
export function DeactivateDialog({
  onCancel,
  onConfirm,
  ...props
}: ChangeDialogProps & {
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const reason = useDialogField(onCancel);
  const once = useOneAtATime();
  const confirm = () =>
    once(async () => {
      if (!reason.value.trim()) return reason.setFlagged(true);
      await onConfirm(reason.value.trim());
      reason.reset();
    });
  return (
    <ChangeDialog {...props} words={texts.deactivate} onClose={reason.close} onConfirm={confirm}>
      <Textarea
        label={texts.deactivate.reason}
        required
        autosize
        minRows={3}
        maxLength={REASON_MAX}
        value={reason.value}
        description={texts.deactivate.count(reason.value.length, REASON_MAX)}
        error={reason.flagged ? texts.deactivate.reasonRequired : undefined}
        onChange={(event) => {
          reason.setValue(event.currentTarget.value);
          reason.setFlagged(false);
        }}
        data-autofocus
      />
    </ChangeDialog>
  );
}

/** Whitespace does not count: "Jan  Mazur " names Jan Mazur. */
const sameName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ') === name.trim().replace(/\s+/g, ' ');

/** Deleting for good is confirmed by typing the user's full name. */
export function DeletePermanentlyDialog({
  onCancel,
  onConfirm,
  ...props
}: ChangeDialogProps & {
  onConfirm: () => Promise<unknown>;
}) {
  const typed = useDialogField(onCancel);
  const once = useOneAtATime();
  const name = props.user ? fullName(props.user) : '';
  const matches = sameName(typed.value, name);
  const confirm = () =>
    once(async () => {
      typed.setFlagged(true);
      if (!matches) return;
      await onConfirm();
      typed.reset();
    });
  return (
    <ChangeDialog {...props} words={texts.deletePermanently} onClose={typed.close} onConfirm={confirm}>
      <TextInput
        label={texts.deletePermanently.name}
        description={texts.deletePermanently.nameHint(name)}
        required
        autoComplete="off"
        value={typed.value}
        error={typed.flagged && !matches ? texts.deletePermanently.mismatch : undefined}
        onChange={(event) => typed.setValue(event.currentTarget.value)}
        data-autofocus
      />
    </ChangeDialog>
  );
}

/**
 * The portal's own activation page, as an address to pass on; anything else the server gives (another site, a
 * script) is not shown as the user's link.
 */
function activationAddress(url: string): string | null {
  const path = safeReturnPath(url);
  return path.startsWith('/activate?') ? new URL(path, window.location.origin).toString() : null;
}

/** The activation link of a not activated user, to copy and pass on. */
export function ActivationLinkDialog({
  shown,
  onClose,
}: {
  shown: { user: ApplicationUser; link: ApplicationUserLink } | undefined;
  onClose: () => void;
}) {
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    onClose();
  };
  const url = shown ? activationAddress(shown.link.url) : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      setFailed(false);
      notifySaved(texts.link.copied, texts.link.copiedTitle);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Modal opened={Boolean(shown)} onClose={close} title={texts.link.title} size="lg">
      {shown && (
        <Stack>
          <Text size="sm">{texts.link.intro(fullName(shown.user))}</Text>
          {url === null && (
            <Text size="sm" c="red" role="alert">
              {texts.link.invalid}
            </Text>
          )}
          <TextInput
            label={texts.link.field}
            readOnly
            value={url ?? ''}
            description={shown.link.expiresAt ? texts.link.validUntil(formatDateTime(shown.link.expiresAt)) : undefined}
            error={failed ? texts.link.copyFailed : undefined}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {texts.close}
            </Button>
            <Button
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => void copy()}
              disabled={url === null}
              data-autofocus
            >
              {texts.link.copy}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
