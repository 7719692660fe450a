/**
 * What each of the background's alarms does: the sync's schedule and retry start a sync, the
 * session's warning tells the pages, its expiry ends a session that ran out (or tells the pages
 * when it is gone already), and the alerts' (a closing reminder, a notification to show anew after
 * mutes) do what is due of both.
 */
import { RESHOW_ALARM } from './alert-rewrites';
import { REMINDER_ALARM } from './closing-reminders';
import { SESSION_ALARMS } from './session-control';
import { SYNC_ALARMS } from './sync-runner';

export const ALARMS = { ...SYNC_ALARMS, ...SESSION_ALARMS, reminder: REMINDER_ALARM, reshow: RESHOW_ALARM } as const;

export interface AlarmTargets {
  startSync(): Promise<unknown>;
  sessionChanged(): Promise<void>;
  expiryDue(): Promise<'expired' | 'gone' | 'live'>;
  endExpiredSession(): Promise<void>;
  /** Closing reminders, or notifications to show anew, are due: sent, and the next ones scheduled. */
  alertsDue(): Promise<void>;
}

export async function onAlarm(name: string, targets: AlarmTargets): Promise<void> {
  switch (name) {
    case ALARMS.sync:
    case ALARMS.syncRetry:
      await targets.startSync();
      return;
    case ALARMS.reminder:
    case ALARMS.reshow:
      await targets.alertsDue();
      return;
    case ALARMS.sessionWarning:
      await targets.sessionChanged();
      return;
    case ALARMS.sessionExpiry: {
      const due = await targets.expiryDue();
      if (due === 'expired') await targets.endExpiredSession();
      else if (due === 'gone') await targets.sessionChanged();
      return;
    }
  }
}
