/**
 * The UI's own typed messages in English and Dutch. Every view asks for words through `t(key)`, so a
 * missing or misspelt key is a type error, and every key exists in both languages (checked by tsc and
 * by a test). The manifest's name and description come from `public/_locales` instead, because the
 * browser reads those before any of our code runs.
 */
import type { Locale } from './locale';
import * as badge from './messages/badge';
import * as boards from './messages/boards';
import * as common from './messages/common';
import * as options from './messages/options';
import * as overlay from './messages/overlay';
import * as popup from './messages/popup';
import * as privacy from './messages/privacy';
import * as sidepanel from './messages/sidepanel';
import * as vacancy from './messages/vacancy';
import * as employer from './messages/employer';
import * as welcome from './messages/welcome';

export const MESSAGES = {
  en: {
    ...common.en,
    ...popup.en,
    ...welcome.en,
    ...options.en,
    ...boards.en,
    ...privacy.en,
    ...overlay.en,
    ...badge.en,
    ...sidepanel.en,
    ...vacancy.en,
    ...employer.en,
  },
  nl: {
    ...common.nl,
    ...popup.nl,
    ...welcome.nl,
    ...options.nl,
    ...boards.nl,
    ...privacy.nl,
    ...overlay.nl,
    ...badge.nl,
    ...sidepanel.nl,
    ...vacancy.nl,
    ...employer.nl,
  },
} as const;

export type MessageKey = keyof typeof MESSAGES.en;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `{name}` placeholders are filled from params; an unknown placeholder stays visible rather than vanish. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

export function createTranslator(locale: Locale): Translate {
  const table: Record<string, string> = MESSAGES[locale];
  return (key, params) => format(table[key] ?? MESSAGES.en[key], params);
}
