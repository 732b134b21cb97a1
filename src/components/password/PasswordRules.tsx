import { List, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordTexts as texts } from '@/copy/password';
import { checkPassword } from './password-rules';

/**
 * The password-rules widget: each rule ticked as the user types. A screen reader hears each rule with
 * "spełnione" or "niespełnione"; `id` lets the password field name the list as its description.
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} aria-label={texts.rules} spacing={4} size="sm" center>
      {checkPassword(password).map(({ label, met }) => (
        <List.Item
          key={label}
          icon={
            met ? (
              <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
            ) : (
              <IconX size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            )
          }
        >
          <Text span size="sm" c={met ? undefined : 'dimmed'}>
            {label}
          </Text>
          <span className="app-sr-only">{`: ${met ? texts.met : texts.notMet}`}</span>
        </List.Item>
      ))}
    </List>
  );
}
