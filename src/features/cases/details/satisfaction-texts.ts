/** Texts of the satisfaction part of the client's case details (CaseSatisfaction). */
export const caseSatisfactionTexts = {
  title: 'Ocena współpracy',
  question: 'Sprawa została zakończona. Jak oceniasz naszą współpracę? To zajmie tylko chwilę.',
  rate: 'Oceń współpracę',
  given: (score: number) => `Twoja ocena: ${score}/10`,
  edit: 'Zmień ocenę',
} as const;
