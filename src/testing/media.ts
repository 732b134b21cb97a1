/** A media query's answer as jsdom lacks it (`window.matchMedia`): `matches(query)` says which queries match. */
export const mediaQueryAnswers =
  (matches: (query: string) => boolean) =>
  (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
