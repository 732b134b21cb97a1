import { useInViewport } from '@mantine/hooks';
import { useState } from 'react';

/**
 * True once the element behind `ref` has been scrolled into view, and from then on. Where the browser has no
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useSeen<T extends HTMLElement = HTMLElement>() {
  const { ref, inViewport } = useInViewport<T>();
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  // latched while rendering (not in an effect), so the load starts in the same render
  if (inViewport && !seen) setSeen(true);
  return { ref, seen };
}
