// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import type { Job } from '@/utils/api/schemas';
import { ALLOWED_SENDERS, type Result } from '@/utils/messaging/contract';
import { fullJob, hostileJob } from '@/test/fixtures';
import { App } from '../App';
import type { OverlayParams } from '../params';
import { readOverlayParams } from '../params';
import { fail, fakeBackground, ok, type Script } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const TICKET = 'abcdefghijklmnop1234';
const JOB = parseJob(fullJob);
// Three calendar days before the fixture's closing date (2026-11-16).
const NOW = new Date(2026, 10, 13, 9, 0).getTime();
const params = (extra: Partial<OverlayParams> = {}): OverlayParams => ({ ticket: TICKET, side: 'right', collapsed: false, ...extra });

function withJob(job: Job = JOB, extra: Script = {}): Script {
  return {
    'overlay.job': () => ok(job),
    'overlay.layout': ({ collapsed, side }) => ok({ collapsed, side }),
    ...extra,
  };
}

function setup(script: Script, p: OverlayParams = params(), language: 'auto' | 'en' | 'nl' = 'en') {
  const bg = fakeBackground(script, { language });
  const openPage = vi.fn();
  const view = render(<App call={bg.call} params={p} openPage={openPage} now={() => NOW} />);
  return { bg, openPage, ...view };
}

async function axeViolations(container: Element) {
  const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('overlay requests', () => {
  it("asks only what the overlay frame's sender class may ask, through loading, layout and dismissal", async () => {
    const { bg } = setup(withJob());
    await screen.findByRole('region', { name: `Job Feed Companion: ${JOB.title}` });
    fireEvent.click(screen.getByRole('button', { name: /collapse|minimi/i }));
    await waitFor(() => expect(bg.of('overlay.layout')).toHaveLength(1));
    expect(bg.of('overlay.preferences')).toHaveLength(1);
    expect(bg.calls.map((c) => c.type).filter((type) => !ALLOWED_SENDERS[type].includes('overlayFrame'))).toEqual([]);
  });
});

describe('overlay params', () => {
  it('reads ticket, side and collapsed from the frame URL and refuses junk tickets', () => {
    expect(readOverlayParams(`?ticket=${TICKET}&side=left&collapsed=1`)).toEqual({ ticket: TICKET, side: 'left', collapsed: true });
    expect(readOverlayParams('?ticket=<script>&side=top')).toEqual({ ticket: null, side: 'right', collapsed: false });
  });
});

describe('overlay card', () => {
  it('shows loading, then the job from the ticket, with no axe violations', async () => {
    const { bg, container } = setup(withJob());
    expect(screen.getByRole('status')).toBeTruthy();
    const region = await screen.findByRole('region', { name: `Job Feed Companion: ${JOB.title}` });
    expect(bg.of('overlay.job')).toEqual([{ type: 'overlay.job', ticket: TICKET }]);
    expect(region.textContent).toContain('In your feed');
    expect(screen.getByRole('heading', { level: 1, name: JOB.title! })).toBeTruthy();
    expect(region.textContent).toContain('Gemeente Utrecht');
    expect(region.textContent).toContain('32–36 hours a week');
    expect(region.textContent).toContain('Rate');
    expect(region.textContent).toContain('per hour');
    expect(region.textContent).toContain('Senior');
    expect(region.textContent).toContain('Interim');
    expect(region.textContent).toContain('Prince2 Practitioner');
    expect(region.textContent).toContain('Functieprofiel.pdf');
    const countdown = screen.getByText('Closes in 3 days (16 Nov 2026)');
    expect(countdown.tagName).toBe('TIME');
    expect(countdown.getAttribute('datetime')).toBe(JOB.closingDate);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the description collapsed until asked', async () => {
    setup(withJob());
    const toggle = await screen.findByRole('button', { name: 'Description' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('job-description')!.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.getElementById('job-description')!.textContent).toContain('zaaksysteem'));
  });

  it('opens the full record in the popup page', async () => {
    const { openPage } = setup(withJob());
    fireEvent.click(await screen.findByRole('button', { name: 'Open full record' }));
    expect(openPage).toHaveBeenCalledWith(`/popup.html#job=${JOB.id}`);
  });

  it('collapses to a pill and expands again through overlay.layout', async () => {
    const { bg } = setup(withJob());
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse' }));
    const pill = await screen.findByRole('button', { name: /In your feed/ });
    expect(pill.textContent).toContain('Closes in 3 days');
    expect(bg.of('overlay.layout')).toEqual([{ type: 'overlay.layout', ticket: TICKET, collapsed: true, side: 'right', dismissed: false }]);
    await waitFor(() => expect(document.activeElement).toBe(pill));
    fireEvent.click(pill);
    expect(await screen.findByRole('button', { name: 'Collapse' })).toBeTruthy();
    expect(bg.of('overlay.layout')[1]).toMatchObject({ collapsed: false, side: 'right', dismissed: false });
  });

  it('collapses on Escape', async () => {
    const { bg } = setup(withJob());
    await screen.findByRole('button', { name: 'Collapse' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: /In your feed/ })).toBeTruthy();
    expect(bg.of('overlay.layout')[0]).toMatchObject({ collapsed: true });
  });

  it('starts as a pill when the frame says so', async () => {
    setup(withJob(), params({ collapsed: true }));
    expect(await screen.findByRole('button', { name: /In your feed/ })).toBeTruthy();
  });

  it('moves to the other side and keeps the side the background answered', async () => {
    const { bg } = setup(withJob());
    fireEvent.click(await screen.findByRole('button', { name: 'Move the card to the left side' }));
    expect(await screen.findByRole('button', { name: 'Move the card to the right side' })).toBeTruthy();
    expect(bg.of('overlay.layout')[0]).toMatchObject({ side: 'left', collapsed: false, dismissed: false });
  });

  it('dismisses for this job', async () => {
    const { bg } = setup(withJob());
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss for this job' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(bg.of('overlay.layout')[0]).toMatchObject({ dismissed: true });
    expect(screen.getByRole('status').textContent).toContain('Dismissed');
  });

  it('says so when a layout change fails', async () => {
    setup(withJob(JOB, { 'overlay.layout': () => fail('internal', 'boom') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse' }));
    expect((await screen.findByRole('alert')).textContent).toContain('boom');
    expect(screen.getByRole('button', { name: 'Collapse' })).toBeTruthy();
  });

  it('shows the job in Dutch when the UI language is Dutch', async () => {
    setup(withJob(), params(), 'nl');
    expect(await screen.findByText('In je feed')).toBeTruthy();
    expect(screen.getByText('Sluit over 3 dagen (16 nov 2026)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verbergen voor deze vacature' })).toBeTruthy();
  });

  // DOMPurify does not sanitize correctly under happy-dom (it keeps iframes there), so the
  // description's sanitizing is proven in the browser end-to-end; here: what this view owns.
  it("renders a hostile record's fields as text", async () => {
    const job = parseJob(hostileJob);
    const { container } = setup(withJob(job));
    expect(await screen.findByRole('heading', { level: 1, name: job.title! })).toBeTruthy();
    const description = document.getElementById('job-description')!;
    for (const el of container.querySelectorAll('*')) {
      if (description.contains(el)) continue;
      expect(['SCRIPT', 'IFRAME', 'STYLE', 'FORM', 'SVG', 'IMG'].includes(el.tagName.toUpperCase())).toBe(false);
      for (const attr of el.attributes) expect(attr.name.startsWith('on')).toBe(false);
    }
    expect(screen.getByText(job.employer!)).toBeTruthy();
  });
});

describe('overlay states without a job', () => {
  it('signed out: asks to sign in and opens the welcome page', async () => {
    const { openPage, container } = setup({ 'overlay.job': () => fail('signedOut', 'You are signed out.') });
    expect(await screen.findByText('Sign in to Job Feed Companion to see this job from your feed.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openPage).toHaveBeenCalledWith('/welcome.html');
  });

  it('unknown ticket: a short message and dismiss', async () => {
    const { bg } = setup({ 'overlay.job': () => fail('notFound'), 'overlay.layout': () => fail('notFound') });
    expect(await screen.findByText(/This card is out of date/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss for this job' }));
    await waitFor(() => expect(screen.queryByText(/This card is out of date/)).toBeNull());
    expect(bg.of('overlay.layout')).toHaveLength(1);
  });

  it('no ticket at all: out of date without asking the background for a job', async () => {
    const { bg } = setup({}, params({ ticket: null }));
    expect(await screen.findByText(/This card is out of date/)).toBeTruthy();
    expect(bg.of('overlay.job')).toHaveLength(0);
  });

  it('API errors: the sentence and Try again', async () => {
    let answer: Result<Job> = fail('api', 'down', { kind: 'timeout', timeoutMs: 10_000 });
    const { bg } = setup({ 'overlay.job': () => answer });
    expect(await screen.findByText('The Job Feed server took too long to answer. It may be busy; try again in a moment.')).toBeTruthy();
    answer = ok(JOB);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title! })).toBeTruthy();
    expect(bg.of('overlay.job')).toHaveLength(2);
  });
});
