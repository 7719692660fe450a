// @vitest-environment happy-dom
/**
 * The compact card's frame is told the card's height without the room above its button (a one-line
 * title left a blank band over the posting), once per layout, never above the compact height; and
 * gets its own size back when a notice takes the summary's place in the same layout.
 */
import { cleanup, render } from '@testing-library/preact';
import { useRef } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFitSummary } from '../use-fit-summary';

/** jsdom lays nothing out: each element's box is what the test says. */
function laidOut(card: { height: number; bodyTop: number; lines: number; shown?: number; buttonTop: number }) {
  const box = (top: number, height: number) => ({ top, bottom: top + height, height }) as DOMRect;
  const shown = card.shown ?? card.lines;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('summary')) return box(0, card.height);
    if (this.classList.contains('summary-body')) return box(card.bodyTop, shown);
    if (this.classList.contains('summary-actions')) return box(card.buttonTop, card.height - card.buttonTop);
    return box(0, 0);
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => shown);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => card.lines);
}

function Card({ active, layout, fit }: { active: boolean; layout: object; fit: (size: [number, number] | null) => void }) {
  const around = useRef<HTMLDivElement>(null);
  useFitSummary(around, active, layout, fit);
  return (
    <div ref={around}>
      <section class="card summary">
        <div class="summary-body" />
        <footer class="summary-actions" />
      </section>
    </div>
  );
}

/** The frame at the compact card's width (COMPACT). */
beforeEach(() => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(340);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useFitSummary', () => {
  it('tells the frame the card without the room above its button, once a layout, and again for a new one', () => {
    // A 212 px frame: header 40, lines 80, 44 px of room, the button's 48.
    laidOut({ height: 212, bodyTop: 40, lines: 80, buttonTop: 164 });
    const fit = vi.fn();
    const layout = { collapsed: true };
    const { rerender } = render(<Card active layout={layout} fit={fit} />);
    expect(fit.mock.calls).toEqual([[[340, 168]]]);
    rerender(<Card active layout={layout} fit={fit} />);
    dispatchEvent(new Event('resize'));
    expect(fit).toHaveBeenCalledTimes(1);
    // Moved: the frame has the compact size again, and is told again.
    rerender(<Card active layout={{ collapsed: true }} fit={fit} />);
    expect(fit.mock.calls).toEqual([[[340, 168]], [[340, 168]]]);
  });

  it('grows to lines the fitted frame cut (a vacancy line came), up to the compact height', () => {
    const card = { height: 168, bodyTop: 40, lines: 100, shown: 80, buttonTop: 120 };
    laidOut(card);
    const fit = vi.fn();
    render(<Card active layout={{}} fit={fit} />);
    expect(fit).toHaveBeenLastCalledWith([340, 188]);
    card.lines = 300;
    dispatchEvent(new Event('resize'));
    expect(fit).toHaveBeenLastCalledWith([340, 212]);
  });

  it('gives the frame its own size back when a notice replaces the summary in the same layout, not after a new one', () => {
    laidOut({ height: 212, bodyTop: 40, lines: 80, buttonTop: 164 });
    const fit = vi.fn();
    const layout = {};
    const { rerender } = render(<Card active layout={layout} fit={fit} />);
    rerender(<Card active={false} layout={layout} fit={fit} />);
    expect(fit).toHaveBeenLastCalledWith(null);
    rerender(<Card active layout={layout} fit={fit} />);
    // Expanded: the new layout gave the frame its size already.
    rerender(<Card active={false} layout={{}} fit={fit} />);
    expect(fit.mock.calls).toEqual([[[340, 168]], [null], [[340, 168]]]);
  });

  it("tells nothing while its frame is the whole record's, grown before the card heard it expanded", () => {
    const card = { height: 212, bodyTop: 40, lines: 80, buttonTop: 164 };
    laidOut(card);
    const fit = vi.fn();
    const layout = { collapsed: true };
    render(<Card active layout={layout} fit={fit} />);
    expect(fit.mock.calls).toEqual([[[340, 168]]]);
    // Expanded: the content script grew the frame to 360 px, where the title takes one line less.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(360);
    card.lines = 60;
    dispatchEvent(new Event('resize'));
    expect(fit).toHaveBeenCalledTimes(1);
  });

  it('tells nothing of a card not laid out', () => {
    laidOut({ height: 0, bodyTop: 0, lines: 0, buttonTop: 0 });
    const fit = vi.fn();
    render(<Card active layout={{}} fit={fit} />);
    expect(fit).not.toHaveBeenCalled();
  });
});
