import type { ComponentChildren } from 'preact';

/** A loading or empty state: a short sentence, announced politely. */
export function StatusMessage({ children, busy = false }: { children: ComponentChildren; busy?: boolean }) {
  return (
    <p class={busy ? 'state-message busy' : 'state-message'} role="status">
      {busy && <span class="spinner" aria-hidden="true" />}
      {children}
    </p>
  );
}
