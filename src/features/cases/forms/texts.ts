/** A case made from a lead (/leads' "Utwórz sprawę"). */
export const fromLeadTexts = {
  note: (name: string) => `Sprawa z leadu: ${name}`,
  linkFailed:
    'Sprawa została utworzona, ale nie udało się powiązać jej z leadem. Spróbuj ponownie — sprawa nie zostanie utworzona drugi raz.',
};
