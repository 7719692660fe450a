/**
 * The recruiter's mutes, served to extension pages: the list, and adding or removing one. A mute
 * added first takes the jobs it covers from the saved searches' news (and so from the badge). Each
 * change then saves the popup's snapshot again (it lists what the popup paints first), tells the
 * open pages, whose lists run their search again, and counts the badge again: its new jobs since the
 * last visit leave muted ones out, as the popup's list does.
 */
import type { FeedIndex } from '../feed/feed-index';
import { MUTES_MAX } from '../feed/mute-rule';
import { HandlerFailure, type Handlers } from '../messaging/dispatch';
import type { BackgroundEvent } from '../messaging/events';
import type { SearchAlerts } from './search-alerts';

export interface MuteListOptions {
  index: () => Promise<FeedIndex>;
  /** The saved searches' alerts (search-alerts.ts), whose news a new mute may cover. */
  alerts: Pick<SearchAlerts, 'forgetMuted'>;
  /**
   * The mutes changed: after the write, before the answer (the snapshot, the pages told `events`,
   * the badge counted again once).
   */
  changed: (events: BackgroundEvent[]) => Promise<void>;
  now: () => number;
}

type MuteRequest = 'mutes.list' | 'mutes.add' | 'mutes.remove';

export class MuteList {
  constructor(private readonly options: MuteListOptions) {}

  handlers(): Pick<Handlers, MuteRequest> {
    return {
      'mutes.list': async () => [...(await (await this.options.index()).mutes.list())],
      'mutes.add': async ({ kind, value }) => {
        const { mutes } = await this.options.index();
        const outcome = await mutes.add(kind, value, this.options.now());
        if (outcome === 'invalid')
          throw new HandlerFailure(
            'invalid',
            kind === 'keyword' ? 'A muted keyword needs two letters or more.' : 'An employer to mute needs a name.',
          );
        if (outcome === 'full')
          throw new HandlerFailure('invalid', `At most ${MUTES_MAX} mutes are kept; remove one first.`, {
            reason: 'mutesFull',
            max: MUTES_MAX,
          });
        if (outcome === 'added') {
          // The mute is stored: a failure here leaves the news counted until looked at (as before),
          // never the mute unsaid to the page that added it and to the open lists.
          const newsTaken = await this.options.alerts.forgetMuted().catch(() => false);
          // The side panel reads the searches' counts again on their own event.
          await this.options.changed([{ event: 'mutes.changed' }, ...(newsTaken ? [{ event: 'searches.changed' } as const] : [])]);
        }
        return [...(await mutes.list())];
      },
      'mutes.remove': async ({ key }) => {
        const { mutes } = await this.options.index();
        await mutes.remove(key);
        await this.options.changed([{ event: 'mutes.changed' }]);
        return [...(await mutes.list())];
      },
    };
  }
}
