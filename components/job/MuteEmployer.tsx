/**
 * "Mute employer" in a job's details: a toggle (aria-pressed) that leaves the employer's jobs out of
 * the lists and the result-page markers; pressed again, they are back. Nothing shows for a job
 * without an employer, or before the mutes are read.
 */
import { muteKey } from '@/utils/feed/mute-rule';
import { useI18n } from '@/utils/i18n/context';
import type { MuteControl } from '@/utils/ui/use-mute-control';

export type { MuteControl };

export function MuteEmployer({ employer, control }: { employer: string | null; control: MuteControl }) {
  const { t } = useI18n();
  const name = employer?.trim() ?? '';
  const key = muteKey('employer', name);
  if (key === null || control.mutes === null) return null;
  const muted = control.mutes.some((mute) => mute.key === key);
  return (
    <div class="mute-employer">
      <button
        type="button"
        aria-pressed={muted}
        disabled={control.busy}
        title={t('mute.employerHint', { employer: name })}
        onClick={() => void control.toggle(name, key, muted)}
      >
        {t('mute.employer')}
      </button>
      <p class="muted mute-state" role="status">
        {muted ? t('mute.employerMuted', { employer: name }) : ''}
      </p>
      {control.error && (
        <p class="field-error" role="alert">
          {control.error}
        </p>
      )}
    </div>
  );
}
