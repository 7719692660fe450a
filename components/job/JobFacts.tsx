import type { ComponentChildren } from 'preact';

export interface Fact {
  label: string;
  value: ComponentChildren;
}

function isEmpty(value: ComponentChildren): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** Label–value pairs as a description list; empty values are left out, an empty list is nothing. */
export function JobFacts({ facts, class: className }: { facts: Fact[]; class?: string }) {
  const shown = facts.filter((fact) => !isEmpty(fact.value));
  if (shown.length === 0) return null;
  return (
    <dl class={className ? `job-facts ${className}` : 'job-facts'}>
      {shown.map((fact) => (
        <div class="job-fact" key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
