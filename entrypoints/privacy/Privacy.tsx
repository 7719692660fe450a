/**
 * The privacy statement (PRIVACY.md at the top of the repository) in the user's theme. It is written
 * in English only (the links to it say so), so the page keeps `lang="en"` and reads only the theme.
 */
import { useEffect } from 'preact/hooks';
import { MarkdownDocument } from '@/components/privacy/MarkdownDocument';
import { callBackground, type CallBackground } from '@/utils/messaging/client';
import { applyTheme } from '@/utils/ui/theme';
import { useSettings } from '@/utils/ui/use-background-value';
import statement from '../../PRIVACY.md?raw';

/** `call` is replaceable so that tests can script the background. */
export function Privacy({ call = callBackground }: { call?: CallBackground }) {
  const theme = useSettings(call).value?.theme ?? 'system';
  useEffect(() => applyTheme(theme), [theme]);
  return <MarkdownDocument source={statement} />;
}
