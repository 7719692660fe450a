// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../Field';

afterEach(cleanup);

function field(props: Partial<Parameters<typeof Field>[0]> = {}) {
  render(<Field id="city" label="City" input={(aria) => <input {...aria} type="text" />} {...props} />);
  return screen.getByLabelText('City');
}

describe('Field', () => {
  it('labels its input and says nothing about validity before it is checked', () => {
    const input = field();
    expect(input.id).toBe('city');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('points at its help, and at its error only while there is one', () => {
    const input = field({ help: 'Where the job is.', error: 'Enter a city.', validWhen: 'false' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('city-help city-error');
    expect(document.getElementById('city-error')?.textContent).toBe('Enter a city.');
    expect(document.getElementById('city-help')?.textContent).toBe('Where the job is.');
    cleanup();
    const fine = field({ help: 'Where the job is.', error: null, validWhen: 'false' });
    expect(fine.getAttribute('aria-invalid')).toBe('false');
    expect(fine.getAttribute('aria-describedby')).toBe('city-help');
    expect(document.getElementById('city-error')).toBeNull();
  });

  it('names help and error after the form when asked, adds further descriptions, and puts actions on the input row', () => {
    const input = field({ describedId: 'place', error: 'No.', alsoDescribedBy: [false, 'place-note'], actions: <button>Save</button> });
    expect(input.getAttribute('aria-describedby')).toBe('place-error place-note');
    expect(input.parentElement?.classList.contains('row')).toBe(true);
    expect(input.parentElement?.querySelector('button')?.textContent).toBe('Save');
  });
});
