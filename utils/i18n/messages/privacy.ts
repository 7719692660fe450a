/**
 * The links to the privacy statement (PRIVACY.md, shipped as privacy.html; English, as the stores
 * read it) and to the recruiters' guide (docs/guide.md and guide.nl.md, shipped as guide.html).
 */
export const en = {
  'privacy.link': 'Privacy: what the extension stores, sends and asks for (in English)',
  'guide.link': 'A short guide: the popup, the card on job boards and the options',
  'guide.title': 'Job Feed Companion: a short guide',
} as const;

export type PrivacyKey = keyof typeof en;

export const nl: Record<PrivacyKey, string> = {
  'privacy.link': 'Privacy: wat de extensie opslaat, verstuurt en vraagt (in het Engels)',
  'guide.link': 'Een korte handleiding: de pop-up, de kaart op vacaturesites en de opties',
  'guide.title': 'Job Feed Companion: een korte handleiding',
};
