// @vitest-environment happy-dom
/** A mute that was not saved is said in the language of the moment: a switch rewords the sentence, as a mark's does. */
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { CallBackground } from '@/utils/messaging/client';
import { inLocale } from '@/test/setup/i18n';
import { useMuteControl, type MuteControl } from '../use-mute-control';

afterEach(cleanup);

function Mute({ call, seen }: { call: CallBackground; seen: MuteControl[] }) {
  seen.push(useMuteControl(call, 'https://api.example.com', true, 7));
  return null;
}

it('words a failed mute at each render, so a change of language rewords it', async () => {
  const call = (async (request: { type: string }) =>
    request.type === 'mutes.list'
      ? { ok: true, value: [] }
      : { ok: false, error: { code: 'internal', message: 'full', reason: 'mutesFull', max: 500 } }) as unknown as CallBackground;
  const seen: MuteControl[] = [];
  const { rerender } = render(inLocale('en', <Mute call={call} seen={seen} />));
  await act(async () => seen.at(-1)!.toggle('Acme', 'employer:acme', false));
  expect(seen.at(-1)!.error).toBe('The mute was not saved: At most 500 mutes are kept. Remove one first.');
  rerender(inLocale('nl', <Mute call={call} seen={seen} />));
  expect(seen.at(-1)!.error).toBe('Het dempen is niet opgeslagen: Er worden hoogstens 500 dempingen bewaard. Haal er eerst een weg.');
});
