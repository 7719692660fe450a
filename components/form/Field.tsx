/**
 * One labelled input with its help text and its error message, wired for assistive technology:
 * the input names the help and the error (when there is one) in aria-describedby, and is
 * aria-invalid only while the error shows. The input itself stays the caller's, since each form's
 * inputs differ (type, inputmode, limits, refs); it gets the wiring through `input(aria)`.
 */
import type { ComponentChildren, JSX } from 'preact';

export interface FieldAria {
  id: string;
  'aria-invalid': 'true' | 'false' | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  /** The input's id; the help and error ids derive from `describedId` (default: this id). */
  id: string;
  /** Base of the help (`<base>-help`) and error (`<base>-error`) ids, where a form has its own naming. */
  describedId?: string;
  label: ComponentChildren;
  help?: ComponentChildren;
  /** The message beside the field; nothing, or null, when the input is acceptable. */
  error?: string | null;
  /** Further ids the input is described by (a note that shows after a save, say). */
  alsoDescribedBy?: readonly (string | false | null | undefined)[];
  /** 'false' says "checked and fine"; absent says "not checked yet" (a form before its first submit). */
  validWhen?: 'false' | undefined;
  /** Buttons on the input's row; without them the input stands alone under its label. */
  actions?: ComponentChildren;
  class?: string;
  input(aria: FieldAria): JSX.Element;
}

/** The ids an input is described by: the help, the error while it shows, then the extra ones. */
export function describedBy(ids: readonly (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function Field({
  id,
  describedId = id,
  label,
  help,
  error,
  alsoDescribedBy = [],
  validWhen,
  actions,
  class: className,
  input,
}: Props) {
  const helpId = `${describedId}-help`;
  const errorId = `${describedId}-error`;
  const control = input({
    id,
    'aria-invalid': error ? 'true' : validWhen,
    'aria-describedby': describedBy([help != null && helpId, error && errorId, ...alsoDescribedBy]),
  });
  return (
    <div class={className ?? 'field'}>
      <label for={id}>{label}</label>
      {actions ? (
        <div class="row">
          {control}
          {actions}
        </div>
      ) : (
        control
      )}
      {help != null && (
        <p id={helpId} class="help">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} class="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
