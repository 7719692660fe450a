/** The Dutch words of ../docs.ts, in a chunk of their own: a page loads it only when it speaks Dutch (utils/i18n/translate.ts). */
import type { DocsKey } from '../docs';

export const nl: Record<DocsKey, string> = {
  'privacy.link': 'Privacy: wat de extensie opslaat, verstuurt en vraagt (in het Engels)',
  'guide.link': 'Een korte handleiding: de pop-up, de kaart op vacaturesites en de opties',
  'guide.title': 'Job Feed Companion: een korte handleiding',
};
