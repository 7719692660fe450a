// @vitest-environment happy-dom
/** A mark that was not saved is said in the language of the moment: a switch rewords the sentence. */
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { CallBackground } from '@/utils/messaging/client';
import { inLocale } from '@/test/setup/i18n';
import { useJobStatus, type StatusControl } from '../use-job-status';

afterEach(cleanup);

function Marks({ call, seen }: { call: CallBackground; seen: StatusControl[] }) {
  seen.push(useJobStatus(call, 7));
  return null;
}

it('words a failed mark at each render, so a change of language rewords it', async () => {
  const call = (async (request: { type: string }) =>
    request.type === 'jobs.status'
      ? { ok: true, value: null }
      : {
          ok: false,
          error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } },
        }) as unknown as CallBackground;
  const seen: StatusControl[] = [];
  const { rerender } = render(inLocale('en', <Marks call={call} seen={seen} />));
  await act(async () => seen.at(-1)!.onSet('handled'));
  expect(seen.at(-1)!.error).toBe('The status was not saved: The Job Feed server had a problem (error 503). Try again later.');
  rerender(inLocale('nl', <Marks call={call} seen={seen} />));
  expect(seen.at(-1)!.error).toMatch(/^De status is niet opgeslagen: /);
  expect(seen.at(-1)!.error).not.toContain('The Job Feed server');
});
