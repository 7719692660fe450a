/**
 * The root of an extension page: reads the user's language and theme through the background
 * (use-preferences.ts) and provides the language to every component below (utils/i18n/context.ts).
 */
import type { ComponentChildren } from 'preact';
import { I18nProvider } from '../i18n/context';
import { callBackground, type CallBackground } from '../messaging/client';
import { usePreferences } from './use-preferences';

export function I18nRoot({ call = callBackground, children }: { call?: CallBackground; children: ComponentChildren }) {
  const { i18n } = usePreferences(call);
  return <I18nProvider value={i18n}>{children}</I18nProvider>;
}
