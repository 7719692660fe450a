// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { SteadyButton } from '../SteadyButton';

describe('SteadyButton', () => {
  it('keeps the focus while busy: aria-disabled, never disabled, presses ignored until the work ends', async () => {
    const work: (() => void)[] = [];
    const onPress = vi.fn();
    function Saving() {
      const [busy, setBusy] = useState(false);
      const press = () => {
        onPress();
        setBusy(true);
        work.push(() => setBusy(false));
      };
      return (
        <SteadyButton type="button" busy={busy} onClick={press}>
          Shortlist
        </SteadyButton>
      );
    }
    render(<Saving />);
    const button = screen.getByRole('button', { name: 'Shortlist' });
    button.focus();
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    work.shift()!();
    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('a busy submit button, pressed, does not submit its form', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <SteadyButton type="submit" busy={true}>
          Save
        </SteadyButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
