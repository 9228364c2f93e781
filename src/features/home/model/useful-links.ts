/** The standards and useful links of the home page; their names and notes are in home.json. */
export const USEFUL_LINKS = [
  { id: 'law', url: 'https://zakon.rada.gov.ua/laws/show/922-19' },
  { id: 'standards', url: 'https://github.com/ProzorroUKR/standards' },
  { id: 'api', url: 'https://prozorro-api-docs.readthedocs.io/' },
  { id: 'ocds', url: 'https://standard.open-contracting.org/' },
  { id: 'infobox', url: 'https://infobox.prozorro.org/' },
  { id: 'dozorro', url: 'https://dozorro.org/' },
] as const;

export type UsefulLinkId = (typeof USEFUL_LINKS)[number]['id'];
