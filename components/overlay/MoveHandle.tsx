/**
 * The card's drag handle: drag it with a pointer, or focus it and press the arrow keys, to move the
 * card to another corner or edge. The moving itself is the caller's (see use-card-move.ts).
 */
import type { KeyboardEventHandler, PointerEventHandler } from 'preact';
import { useI18n } from '@/utils/i18n/context';

export interface MoveHandleEvents {
  /** A press grabs the card (see use-card-move.ts). */
  onPointerDown: PointerEventHandler<HTMLButtonElement>;
  onKeyDown: KeyboardEventHandler<HTMLButtonElement>;
  /** A drag is under way. */
  dragging: boolean;
}

export interface MoveHandleProps extends MoveHandleEvents {
  busy?: boolean;
}

const HELP_ID = 'move-card-help';

export function MoveHandle({ busy = false, dragging, ...events }: MoveHandleProps) {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        class={dragging ? 'move-handle dragging' : 'move-handle'}
        // A pointer may always move the card (utils/ui/click-guard.ts): out from under what covers it.
        data-unguarded=""
        aria-label={t('overlay.move')}
        aria-describedby={HELP_ID}
        title={t('overlay.moveHelp')}
        aria-disabled={busy || undefined}
        {...events}
      >
        <span class="grip" aria-hidden="true" />
      </button>
      <span id={HELP_ID} class="visually-hidden">
        {t('overlay.moveHelp')}
      </span>
    </>
  );
}
