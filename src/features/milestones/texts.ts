/** Screen texts of a product's milestones. */
export const milestoneTexts = {
  intro: (product: string) =>
    `Produkt: ${product}. Sprawy tego produktu przechodzą przez jego kamienie milowe w tej kolejności.`,
  list: 'Kamienie milowe',
  item: 'Kamień milowy',
  empty: 'Ten produkt nie ma jeszcze kamieni milowych.',
  add: 'Dodaj kamień milowy',
  saved: 'Zapisano kamienie milowe',
  notFound: 'Nie znaleziono produktu',
};
