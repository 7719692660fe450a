import { describe, expect, it } from 'vitest';
import { turns } from '../in-turn';

describe('turns', () => {
  it('starts a change only once the one before it has settled, and answers with its own result', async () => {
    const inTurn = turns();
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = inTurn(async () => {
      order.push('first started');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first done');
      return 1;
    });
    const second = inTurn(async () => {
      order.push('second started');
      return 2;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['first started']);
    finishFirst();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['first started', 'first done', 'second started']);
  });

  it('goes on after a change that fails, and that change still answers with its failure', async () => {
    const inTurn = turns();
    const failed = inTurn(() => Promise.reject(new Error('disk full')));
    const next = inTurn(async () => 'written');
    await expect(failed).rejects.toThrow('disk full');
    expect(await next).toBe('written');
  });

  it('keeps each chain apart: a change waiting in one does not hold up another', async () => {
    const tickets = turns();
    const searches = turns();
    tickets(() => new Promise<never>(() => undefined));
    expect(await searches(async () => 'not held up')).toBe('not held up');
  });
});
