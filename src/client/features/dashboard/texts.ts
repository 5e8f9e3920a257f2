// Swedish texts of the dashboard feature's cards.
export const DASHBOARD_UI = {
  favoritesTitle: 'Favoriter',
  favoritesEmpty: 'Du har inga favoriter ännu.',
  favoritesExplore: 'Hitta föreningar att sponsra',
  favoritesAll: 'Visa alla favoriter',
} as const;
