/** The side panel's ports in its tests: the active tab at an address (or none) and the pages it opens, as spies. */
import { vi } from 'vitest';
import type { TabsPort } from '@/utils/ui/feed/use-this-page';
import type { Pages } from '../App';

export function tabsAt(url: string | null): TabsPort {
  return { active: async () => (url ? { id: 9, url } : null), recheck: vi.fn(async () => undefined), reload: vi.fn(async () => undefined) };
}

export function pagesSpy() {
  return {
    options: vi.fn<Pages['options']>(),
    signIn: vi.fn<Pages['signIn']>(),
    posting: vi.fn<Pages['posting']>(),
    job: vi.fn<Pages['job']>(),
  };
}
