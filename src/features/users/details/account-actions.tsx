import type { ApplicationUser, ApplicationUserLink } from '@portal/sdk/model';
import {
  IconArrowBackUp,
  IconDownload,
  IconKey,
  IconLink,
  IconLogin2,
  IconMailForward,
  IconTrash,
  IconUserOff,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { confirmAction } from '@/components/confirm';
import { notifySaved } from '@/components/notify-saved';
import { isDeletedUser } from '@/components/users/UserTile';
import { fullName } from '@/copy/people';
import { userStatusLabels } from '@/copy/user-status';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { saveBlob } from '@/lib/files';
import { IMPERSONATED_USER_KEY } from '@/lib/org/organisation';
import {
  fetchActivationLink,
  fetchUserExport,
  useDeactivateUser,
  useDeleteUserPermanently,
  useForcePasswordReset,
  useResendActivation,
  useRestoreUser,
} from './api';
import { ActivationLinkDialog, DeactivateDialog, DeletePermanentlyDialog } from './AccountDialogs';
import { accountActionTexts as texts } from './texts';

/** One thing to do with an account: a row menu's item, a button of the details. */
export interface AccountAction {
  key: string;
  label: string;
  icon: ReactNode;
  color?: 'red';
  run: () => void;
}

type Kind =
  'impersonate' | 'resend' | 'link' | 'forceReset' | 'export' | 'restore' | 'deactivate' | 'deletePermanently';

/** Not activated yet: the activation e-mail and link apply. */
const waitsForActivation = (user: ApplicationUser) =>
  user.status === 'NotConfirmed' || user.status === 'RegisteredNotConfirmed';

/**
 * What can be done with an account, by its status (and never to oneself): deactivate one who is not deactivated;
 * restore or delete for good one who is; the activation e-mail and link for one not activated; a forced password
 * reset for one who can sign in; the export for anyone; impersonating anyone not deactivated.
 */
export function accountActionKinds(user: ApplicationUser, selfId: number | undefined): Kind[] {
  const self = user.id === selfId;
  const deleted = isDeletedUser(user);
  const kinds: [Kind, boolean][] = [
    ['impersonate', !self && !deleted],
    ['resend', !deleted && waitsForActivation(user)],
    ['link', !deleted && waitsForActivation(user)],
    ['forceReset', !self && !deleted && (user.status === 'Active' || user.status === 'Registered')],
    ['export', !self],
    ['restore', deleted],
    ['deactivate', !self && !deleted],
    ['deletePermanently', !self && deleted],
  ];
  return kinds.filter(([, applies]) => applies).map(([kind]) => kind);
}

/** The browser's full load of the portal as another user (a seam for tests, which cannot leave the page). */
export const impersonation = {
  open: (userId: number) =>
    window.location.assign(`/?${new URLSearchParams({ [IMPERSONATED_USER_KEY]: String(userId) })}`),
};

/**
 * The account actions of the users list and the details, one of each: `actionsFor(user)` those that apply, each
 * asking first and saying when it is done; render `dialogs`, and show `error` (a refusal in the server's words)
 * next to them. `onDeleted` runs once a user is gone for good (the details leave for the list).
 */
export function useAccountActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  const selfId = useCurrentProfile().profile?.id;
  const deactivate = useDeactivateUser();
  const restore = useRestoreUser();
  const remove = useDeleteUserPermanently();
  const resend = useResendActivation();
  const forceReset = useForcePasswordReset();
  const [deactivating, setDeactivating] = useState<ApplicationUser>();
  const [deleting, setDeleting] = useState<ApplicationUser>();
  const [link, setLink] = useState<{ user: ApplicationUser; link: ApplicationUserLink }>();
  const [fetchError, setFetchError] = useState<unknown>(null);
  const [fetching, setFetching] = useState<{ userId: number; kind: Kind }>();

  /** Forgets the last failure: a new action starts clean. */
  const start = () => {
    for (const mutation of [deactivate, restore, remove, resend, forceReset]) mutation.reset();
    setFetchError(null);
  };
  const fetchFor = async (user: ApplicationUser, kind: Kind, load: () => Promise<void>) => {
    setFetching({ userId: user.id, kind });
    try {
      await load();
    } catch (error) {
      setFetchError(error);
    } finally {
      setFetching(undefined);
    }
  };

  const ask = (title: string, message: string, confirmLabel: string, onConfirm: () => void, destructive = false) =>
    confirmAction({ title, message, confirmLabel, destructive, onConfirm });

  const runs: Record<Kind, (user: ApplicationUser) => void> = {
    impersonate: (user) =>
      ask(texts.impersonate.title, texts.impersonate.message(fullName(user)), texts.impersonate.label, () =>
        impersonation.open(user.id),
      ),
    resend: (user) =>
      ask(texts.resend.title, texts.resend.message(user.email), texts.resend.confirm, () =>
        resend.mutate(
          { email: user.email },
          { onSuccess: () => notifySaved(texts.resend.done(user.email), texts.resend.doneTitle) },
        ),
      ),
    link: (user) =>
      void fetchFor(user, 'link', async () =>
        setLink({ user, link: await fetchActivationLink(queryClient, user.email) }),
      ),
    forceReset: (user) =>
      ask(
        texts.forceReset.title,
        texts.forceReset.message(fullName(user), user.email),
        texts.forceReset.confirm,
        () =>
          forceReset.mutate(
            { id: user.id },
            { onSuccess: () => notifySaved(texts.forceReset.done(user.email), texts.forceReset.doneTitle) },
          ),
        true,
      ),
    export: (user) =>
      ask(
        texts.export.title,
        texts.export.message(fullName(user)),
        texts.export.confirm,
        () =>
          void fetchFor(user, 'export', async () => {
            saveBlob(await fetchUserExport(queryClient, user.id), texts.export.fileName(user.id));
            notifySaved(texts.export.done, texts.export.doneTitle);
          }),
      ),
    restore: (user) =>
      ask(texts.restore.title, texts.restore.message(fullName(user)), texts.restore.confirm, () =>
        restore.mutate(
          { id: user.id },
          { onSuccess: (saved) => notifySaved(texts.restore.done(fullName(user), userStatusLabels[saved.status])) },
        ),
      ),
    deactivate: setDeactivating,
    deletePermanently: setDeleting,
  };

  const icons: Record<Kind, ReactNode> = {
    impersonate: <IconLogin2 size={16} aria-hidden />,
    resend: <IconMailForward size={16} aria-hidden />,
    link: <IconLink size={16} aria-hidden />,
    forceReset: <IconKey size={16} aria-hidden />,
    export: <IconDownload size={16} aria-hidden />,
    restore: <IconArrowBackUp size={16} aria-hidden />,
    deactivate: <IconUserOff size={16} aria-hidden />,
    deletePermanently: <IconTrash size={16} aria-hidden />,
  };

  const actionsFor = (user: ApplicationUser): AccountAction[] =>
    accountActionKinds(user, selfId).map((kind) => ({
      key: kind,
      label: texts[kind].label,
      icon: icons[kind],
      color: kind === 'deactivate' || kind === 'deletePermanently' ? 'red' : undefined,
      run: () => {
        start();
        runs[kind](user);
      },
    }));

  const dialogs = (
    <>
      <DeactivateDialog
        user={deactivating}
        pending={deactivate.isPending}
        error={deactivate.error}
        onCancel={() => setDeactivating(undefined)}
        onConfirm={(reason) =>
          deactivate.mutateAsync({ id: deactivating!.id, params: { reason } }).then(() => {
            notifySaved(texts.deactivate.done(fullName(deactivating!)));
            setDeactivating(undefined);
          })
        }
      />
      <DeletePermanentlyDialog
        user={deleting}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          remove.mutateAsync({ id: deleting!.id }).then(() => {
            notifySaved(texts.deletePermanently.done(fullName(deleting!)));
            setDeleting(undefined);
            onDeleted?.();
          })
        }
      />
      <ActivationLinkDialog shown={link} onClose={() => setLink(undefined)} />
    </>
  );

  const pendingOn = (user: ApplicationUser): Kind | undefined => {
    if (fetching?.userId === user.id) return fetching.kind;
    if (restore.isPending && restore.variables?.id === user.id) return 'restore';
    if (resend.isPending && resend.variables?.email === user.email) return 'resend';
    if (forceReset.isPending && forceReset.variables?.id === user.id) return 'forceReset';
    return undefined;
  };
  return {
    actionsFor,
    dialogs,
    /** The last refusal of an action that has no dialog of its own. */
    error: restore.error ?? resend.error ?? forceReset.error ?? fetchError,
    /** The action under way on the user, if any. */
    pendingOn,
  };
}
