/** Texts of what only the mock-only demo shows. */
export const demoTexts = {
  /** An e-mail "sent" by the demo, shown as a notice in the page instead of arriving in a mailbox. */
  mail: {
    title: (subject: string) => `Poczta demo: ${subject}`,
    to: (address: string) => `Do: ${address}`,
    open: 'Otwórz link z wiadomości',
  },
} as const;
