// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView, useLazyView } from '../lazy-view';

afterEach(cleanup);

function Greeting() {
  return <p>Hello</p>;
}

function Host({ load, wanted }: { load: () => Promise<typeof Greeting>; wanted: boolean }) {
  const { state, retry } = useLazyView(load, wanted);
  if (state.status === 'ready') return <state.view />;
  if (state.status === 'failed')
    return (
      <button type="button" onClick={retry}>
        Try again
      </button>
    );
  return <p>Loading</p>;
}

describe('lazy views', () => {
  it('imports once for every caller, and again after a failed import', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('gone')).mockResolvedValue(Greeting);
    const view = lazyView(load);
    await expect(view()).rejects.toThrow('gone');
    expect(await view()).toBe(Greeting);
    expect(await view()).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads only once wanted, and offers a retry when loading fails', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('gone')).mockResolvedValue(Greeting);
    const view = lazyView(load);
    const { rerender } = render(<Host load={view} wanted={false} />);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    rerender(<Host load={view} wanted />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
