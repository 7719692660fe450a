/** Words of the links to the extension's own documents (the privacy page, the guide): the welcome page, the options and the guide speak them, the popup does not. */
export const en = {
  'privacy.link': 'Privacy: what the extension stores, sends and asks for',
  'guide.link': 'A short guide: the popup, the card on job boards and the options',
  'guide.title': 'Job Feed Companion: a short guide',
} as const;

export type DocsKey = keyof typeof en;
