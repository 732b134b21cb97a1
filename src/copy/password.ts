/** The password-rules widget (spec 000 section 5: "Password"): the rules' labels are the spec's. */
export const passwordTexts = {
  rules: 'Wymagania hasła',
  minLength: (length: number) => `Minimum ${length} znaków`,
  digit: 'Minimum 1 cyfra',
  uppercase: 'Minimum 1 wielka litera',
  special: 'Minimum 1 znak specjalny',
  met: 'spełnione',
  notMet: 'niespełnione',
} as const;
