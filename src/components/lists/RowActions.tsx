import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { confirmAction } from '@/components/confirm';
import { ActionIconLink } from '@/components/links';
import { MenuItemLink } from '@/components/MenuItemLink';
import { listTexts } from './texts';

/** Where an action leads, as `linkOptions({ to, params })` gives it. */
type Target = NavigateOptions | (() => void);

/** One more thing to do with a row, in its menu. */
export interface RowAction {
  label: string;
  icon?: ReactNode;
  run: Target;
  color?: 'red';
  disabled?: boolean;
  /** Why it is disabled, or a hint (the item's title). */
  hint?: string;
  /** Asks before it runs. */
  confirm?: { title: string; message: string };
  /** Under way (its button spins). */
  loading?: boolean;
}

/** What can be done with each row of a list. */
export interface RowActionsOf<T> {
  /** How a row is named in its buttons' accessible names ("Edytuj: Notariusz"). */
  name: (row: T) => string;
  /** The edit button's target: the row's edit page, or what opens its dialog. */
  edit?: (row: T) => Target | undefined;
  /** Delete, after the confirmation it gives. */
  remove?: (row: T) => { title: string; message: string; onConfirm: () => void } | undefined;
  /** Actions shown as icon buttons before edit and delete, named "label: row" (a file's download). */
  buttons?: (row: T) => (RowAction & { icon: ReactNode })[];
  /** Everything else, in a menu (the edit and delete of a row that has more go into the menu too). */
  more?: (row: T) => RowAction[];
  /** An action of the row is under way. */
  busy?: (row: T) => boolean;
}

const asked = (action: Pick<RowAction, 'confirm'>, run: () => void) => () =>
  action.confirm ? confirmAction({ ...action.confirm, destructive: true, onConfirm: run }) : run();

/**
 * A row's actions: edit and delete as icon buttons named after the row; when the row has more, all of them in one
 * menu. Delete always asks first.
 */
export function RowActions<T>({ row, actions }: { row: T; actions: RowActionsOf<T> }) {
  const navigate = useNavigate();
  const name = actions.name(row);
  const go = (target: Target) => () => (typeof target === 'function' ? target() : void navigate(target));
  const edit = actions.edit?.(row);
  const remove = actions.remove?.(row);
  const more = actions.more?.(row) ?? [];
  const buttons = actions.buttons?.(row) ?? [];
  const all: RowAction[] = [
    ...more,
    ...buttons,
    ...(edit ? [{ label: listTexts.editLabel, icon: <IconPencil size={16} aria-hidden />, run: edit }] : []),
    ...(remove
      ? [
          {
            label: listTexts.removeLabel,
            icon: <IconTrash size={16} aria-hidden />,
            color: 'red' as const,
            run: remove.onConfirm,
            confirm: { title: remove.title, message: remove.message },
          },
        ]
      : []),
  ];

  if (more.length > 0)
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={listTexts.more(name)} loading={actions.busy?.(row)}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {all.map((action) =>
            // a page to go to: a link (its address shows, it opens in a new tab too)
            typeof action.run !== 'function' && !action.confirm && !action.disabled ? (
              <MenuItemLink
                key={action.label}
                to={action.run.to as never}
                params={action.run.params as never}
                search={action.run.search as never}
                color={action.color}
                leftSection={action.icon}
                title={action.hint}
              >
                {action.label}
              </MenuItemLink>
            ) : (
              <Menu.Item
                key={action.label}
                color={action.color}
                leftSection={action.icon}
                disabled={action.disabled}
                title={action.hint}
                onClick={asked(action, go(action.run))}
              >
                {action.label}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    );

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {buttons.map((action) => (
        <ActionIcon
          key={action.label}
          variant="subtle"
          color={action.color}
          aria-label={listTexts.named(action.label, name)}
          title={action.hint}
          disabled={action.disabled}
          loading={action.loading}
          onClick={asked(action, go(action.run))}
        >
          {action.icon}
        </ActionIcon>
      ))}
      {edit &&
        (typeof edit === 'function' ? (
          <ActionIcon variant="subtle" aria-label={listTexts.edit(name)} onClick={edit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        ) : (
          // a page: a link, so it opens in a new tab too
          <ActionIconLink
            to={edit.to as never}
            params={edit.params as never}
            search={edit.search as never}
            variant="subtle"
            aria-label={listTexts.edit(name)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIconLink>
        ))}
      {remove && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={listTexts.remove(name)}
          loading={actions.busy?.(row)}
          onClick={() =>
            confirmAction({
              title: remove.title,
              message: remove.message,
              destructive: true,
              onConfirm: remove.onConfirm,
            })
          }
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
