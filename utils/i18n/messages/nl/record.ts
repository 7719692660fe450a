/** The Dutch words of ../record.ts, in a chunk of their own: a page loads it only when it speaks Dutch (utils/i18n/translate.ts). */
import type { en } from '../record';

export const nl: Record<keyof typeof en, string> = {
  'record.title': '{title} · Job Feed Companion',
  'record.noJob': 'Dit adres noemt geen vacature. Open een vacature vanuit de pop-up of vanaf een kaart op een vacaturesite.',
  'record.signedOut': 'Log in om deze vacature te zien.',
  'record.signIn': 'Inloggen',
};
