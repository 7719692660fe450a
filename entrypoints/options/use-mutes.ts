/**
 * The options page's mutes: the list as the background keeps it (read again when another page
 * changes it, the popup's "Mute employer" say), and adding or removing one through the section's
 * status, which reads out what happened.
 */
import { muteKey, type MuteKind } from '@/utils/feed/mute-rule';
import type { CallBackground } from '@/utils/messaging/client';
import type { MuteRecord } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import { useBackgroundValue } from '@/utils/ui/use-background-value';
import type { ListRead } from '@/components/options/ListProblem';
import type { SectionStatus } from './use-section-status';

export interface Mutes {
  list: readonly MuteRecord[] | null;
  /** The list's read, failed or not (its section offers Try again). */
  read: ListRead;
  add(kind: MuteKind, value: string): Promise<boolean>;
  /** Resolves true once the mute is removed. */
  remove(mute: MuteRecord): Promise<boolean>;
}

export function useMutes(call: CallBackground, sections: SectionStatus): Mutes {
  const { t } = useI18n();
  const read = useBackgroundValue(call, 'mutes.list', ['mutes.changed']);
  const { value: list, replace: setList } = read;
  return {
    list,
    read,
    add: (kind, value) => {
      const key = muteKey(kind, value);
      const known = list?.some((mute) => mute.key === key) ?? false;
      return sections.run(
        'mutes',
        { type: 'mutes.add', kind, value },
        (next) => {
          setList(next);
          return t(known ? 'options.mutes.known' : 'options.mutes.added', { value });
        },
        (reason) => t('options.mutes.failed', { reason }),
      );
    },
    remove: (mute) =>
      sections.run(
        'mutes',
        { type: 'mutes.remove', key: mute.key },
        (next) => {
          setList(next);
          return t('options.mutes.removed', { value: mute.value });
        },
        (reason) => t('options.mutes.failed', { reason }),
      ),
  };
}
