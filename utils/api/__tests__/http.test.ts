import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, parseRetryAfter, redactTokens, sleep } from '../http';

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });
  it('gives null for absent or unreadable values', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with jitter and is capped', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(0, policy, () => 0, null)).toBe(50);
    expect(backoffDelay(0, policy, () => 1, null)).toBe(100);
    expect(backoffDelay(3, policy, () => 1, null)).toBe(800);
    expect(backoffDelay(10, policy, () => 1, null)).toBe(1000);
  });
  it('waits at least as long as the server asked', () => {
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0, 5000)).toBe(5000);
  });
});

describe('redactTokens', () => {
  it('removes anything shaped like a JWT', () => {
    const token = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJkZW1vIn0.c2lnbmF0dXJl';
    expect(redactTokens(`invalid token ${token} given`)).toBe('invalid token [redacted] given');
  });
});

describe('sleep', () => {
  it('rejects at once when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = sleep(10_000, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });
});
