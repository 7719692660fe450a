/** The link to the privacy statement (PRIVACY.md, shipped as privacy.html; English, as the stores read it). */
export const en = {
  'privacy.link': 'Privacy: what the extension stores, sends and asks for (in English)',
} as const;

export type PrivacyKey = keyof typeof en;

export const nl: Record<PrivacyKey, string> = {
  'privacy.link': 'Privacy: wat de extensie opslaat, verstuurt en vraagt (in het Engels)',
};
