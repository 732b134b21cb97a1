import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Activity spinner delay (spec 000 section 9): a quick load shows no spinner at all. */
export const SPINNER_DELAY_MS = 200;

/** A spinner that appears only after it has been mounted for `delay` ms. */
export function DelayedLoader({ delay = SPINNER_DELAY_MS, label }: { delay?: number; label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <Center py="md">
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}
