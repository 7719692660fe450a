/** One titled block of the options page, with the outcome of its last save read out politely. */
import type { ComponentChildren } from 'preact';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving'; message: string } | { kind: 'saved'; message: string } | { kind: 'error'; message: string };

export const IDLE: SaveState = { kind: 'idle' };

export function SaveStatus({ status, id }: { status: SaveState; id?: string }) {
  // The live region is always there, so that screen readers announce the text once it changes.
  return (
    <p id={id} class={`save-status ${status.kind}`} role="status" aria-live="polite">
      {status.kind === 'idle' ? '' : status.message}
    </p>
  );
}

export interface OptionsSectionProps {
  id: string;
  title: string;
  help?: ComponentChildren;
  status?: SaveState;
  children: ComponentChildren;
}

export function OptionsSection({ id, title, help, status, children }: OptionsSectionProps) {
  return (
    <section class="options-section" aria-labelledby={`${id}-heading`}>
      {/* Focusable by script only: where the focus goes when what held it in the section is gone. */}
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {title}
      </h2>
      {help && <p class="help">{help}</p>}
      {children}
      {status && <SaveStatus status={status} id={`${id}-status`} />}
    </section>
  );
}
