// Money summed exactly: amounts (PLN with two decimals, as the API sends them) are added in whole grosze.

/** An amount in whole grosze. */
export const toGrosze = (amount: number) => Math.round(amount * 100);

/** The sum of the amounts, in whole grosze (no floating-point drift however many are added). */
export const sumGrosze = <T>(items: readonly T[], amount: (item: T) => number | null | undefined) =>
  items.reduce((sum, item) => {
    const value = amount(item);
    return value === null || value === undefined ? sum : sum + toGrosze(value);
  }, 0);

/** Grosze back as an amount in złoty, for formatAmount. */
export const fromGrosze = (grosze: number) => grosze / 100;
