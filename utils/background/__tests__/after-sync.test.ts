import { describe, expect, it } from 'vitest';
import { afterSync } from '../after-sync';
import type { SyncRun } from '../notifier';

describe('afterSync', () => {
  it('spreads the marks before the alerts look, rechecks the pages last, and runs every step whichever fails', async () => {
    const run: SyncRun = { startedAt: 1_700_000_000_000, changed: true };
    for (const failing of [null, 'marks', 'alerts', 'pages'] as const) {
      const ran: string[] = [];
      const reported: unknown[] = [];
      const step = (name: 'marks' | 'alerts' | 'pages') => async () => {
        ran.push(name);
        if (name === failing) throw new Error(`${name} failed`);
      };
      const pages = step('pages');
      const rechecked: SyncRun[] = [];
      await afterSync(
        {
          popup: { spreadMarks: step('marks') },
          alerts: { afterSync: step('alerts') },
          notifier: {
            recheckBoardPages: (told) => {
              rechecked.push(told);
              return pages();
            },
          },
        },
        run,
        (error) => reported.push(error),
      );
      expect(ran).toEqual(['marks', 'alerts', 'pages']);
      expect(rechecked).toEqual([run]);
      expect(reported.map((error) => (error as Error).message)).toEqual(failing ? [`${failing} failed`] : []);
    }
  });
});
