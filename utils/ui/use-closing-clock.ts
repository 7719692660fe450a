/**
 * Renders a view that shows one job again when its closing can read differently: at the job's
 * closing instant (a job that closes at noon reads Closed from noon) and at local midnight ("Closes
 * tomorrow" becomes "Closes today"). A card or a record left open over a posting read `now` only when
 * something else changed, and kept saying "Closes today" of a job closed hours before.
 */
import { useEffect, useState } from 'preact/hooks';
import { instantMs } from '../feed/instants';

export function useClosingClock(closingDate: string | null | undefined, now: () => number): void {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const at = now();
    const closing = instantMs(closingDate) ?? Infinity;
    const next = Math.min(closing > at ? closing : Infinity, new Date(at).setHours(24, 0, 0, 0));
    const timer = setTimeout(() => setTick((n) => n + 1), next - at);
    return () => clearTimeout(timer);
  }, [closingDate, now, tick]);
}
