import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DemoMail } from '@/mocks/db/types';
import { demoTexts as texts } from './texts';

/**
 * An e-mail the demo sent (an activation or password-reset link), shown as a notice that stays until closed:
 * the demo has no mailbox, so the link arrives in the page. `open` follows the link inside the app.
 */
export function showDemoMail(mail: DemoMail, open: (path: string) => void) {
  notifications.show({
    id: `demo-mail-${mail.id}`,
    title: texts.mail.title(mail.subject),
    autoClose: false,
    // at the bottom: it stays until closed, and at the top it covered the page's heading on a phone
    position: 'bottom-right',
    message: (
      <Stack gap={4}>
        <Text size="sm">{texts.mail.to(mail.to)}</Text>
        <Text size="sm">{mail.text}</Text>
        <Anchor
          href={mail.link}
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(`demo-mail-${mail.id}`);
            open(mail.link);
          }}
        >
          {texts.mail.open}
        </Anchor>
      </Stack>
    ),
  });
}
