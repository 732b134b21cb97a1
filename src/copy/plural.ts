/** "1 sprawa", "3 sprawy", "12 spraw", "22 sprawy": a count with the Polish plural of its noun. */
export const countOf = (n: number, [one, few, many]: readonly [string, string, string]) => {
  const units = n % 10;
  const tens = n % 100;
  return `${n} ${n === 1 ? one : units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many}`;
};
