import { Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { phoneLineClass } from '@/components/lists/phone-table';

/** The line a phone shows under a row's first value, in place of the columns it leaves out: parts joined by " · ". */
export function PhoneLine({ parts }: { parts: ReactNode[] }) {
  return (
    // wraps even under a first value that does not (a date)
    <Text component="div" size="xs" c="dimmed" className={phoneLineClass} style={{ whiteSpace: 'normal' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </Text>
  );
}
