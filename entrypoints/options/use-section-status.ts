/**
 * The outcome of each options section's last action (saving, saved, failed), read out by the section
 * itself, and the one way a section sends a request to the background and reports how it went.
 */
import { useState } from 'preact/hooks';
import type { Translate } from '@/utils/i18n/translate';
import type { CallBackground } from '@/utils/messaging/client';
import type { Failure, RequestOf, RequestType, Responses } from '@/utils/messaging/contract';
import { IDLE, type SaveState } from '@/components/options/OptionsSection';

export type Section =
  | 'api'
  | 'clientView'
  | 'boards'
  | 'markers'
  | 'language'
  | 'theme'
  | 'sync'
  | 'reminders'
  | 'quiet'
  | 'account'
  | 'searches'
  | 'mutes'
  | 'hidden'
  | 'data';

export interface SectionStatus {
  status(section: Section): SaveState;
  set(section: Section, next: SaveState): void;
  /** Every section's outcome forgotten but `keep`'s: they were worded in the page's language before. */
  reset(keep: Partial<Record<Section, SaveState>>): void;
  /**
   * Sends `request` from `section`: "saving" meanwhile, then the message `done` returns for the
   * answer, or the failure as `failed` words it. Resolves whether the request succeeded.
   */
  run<T extends RequestType>(
    section: Section,
    request: RequestOf<T>,
    done: (value: Responses[T]) => string,
    failed?: (reason: string) => string,
  ): Promise<boolean>;
}

export function useSectionStatus(call: CallBackground, t: Translate, describe: (failure: Failure) => string): SectionStatus {
  const [statuses, setStatuses] = useState<Partial<Record<Section, SaveState>>>({});
  const set = (section: Section, next: SaveState) => setStatuses((all) => ({ ...all, [section]: next }));
  return {
    status: (section) => statuses[section] ?? IDLE,
    set,
    reset: setStatuses,
    run: async (section, request, done, failed = (reason) => reason) => {
      set(section, { kind: 'saving', message: t('options.saving') });
      const result = await call(request);
      if (result.ok) {
        set(section, { kind: 'saved', message: done(result.value) });
        return true;
      }
      set(section, { kind: 'error', message: failed(describe(result.error)) });
      return false;
    },
  };
}
