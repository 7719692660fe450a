/**
 * The background's way to the API: one client per API address, and every call's outcome recorded
 * as the API's health (the badge's "off" mark and the popup's notice). A 401 from the server ends
 * the session with the server's reason before the error goes on to the caller.
 */
import { JobFeedClient, NoTokenError, type Credentials, type Session } from '../api/client';
import { z } from 'zod/mini';
import { ApiError } from '../api/errors';
import { ApiErrorInfoSchema } from '../feed/sync-state';
import { apiHealthItem, type ApiHealth } from '../storage';

const UNKNOWN: ApiHealth = { reachable: null, lastError: null, checkedAt: null };

/** The health as stored, checked: content scripts can write storage.local, and the pages say its error in words. */
const ApiHealthSchema = z.object({
  reachable: z.nullable(z.boolean()),
  lastError: z.nullable(ApiErrorInfoSchema),
  checkedAt: z.nullable(z.number()),
});

export interface ApiGatewayOptions {
  apiBaseUrl: () => Promise<string>;
  /** The session's token for a request to this origin, or null (token isolation). */
  token: (origin: string) => string | null;
  now: () => number;
  fetch?: typeof fetch;
  /** The server refused the token: the session ends with its words. */
  onUnauthorized: (reason: string | null) => Promise<void>;
  /** Whether the API answers changed (the badge shows it). */
  onReachabilityChanged: () => Promise<void>;
}

export class ApiGateway {
  private readonly options: ApiGatewayOptions;
  private cached: { baseUrl: string; client: JobFeedClient } | null = null;
  /** Moved on by `forget`: a call that went to the old address records nothing of it. */
  private epoch = 0;

  constructor(options: ApiGatewayOptions) {
    this.options = options;
  }

  private async client(): Promise<JobFeedClient> {
    const baseUrl = await this.options.apiBaseUrl();
    if (this.cached?.baseUrl !== baseUrl) {
      this.cached = { baseUrl, client: new JobFeedClient({ baseUrl, getToken: this.options.token, fetch: this.options.fetch }) };
    }
    return this.cached.client;
  }

  /** Sign-in: a 401 here is the server refusing these credentials, not the end of a session. */
  authorize(credentials: Credentials): Promise<Session> {
    return this.call((client) => client.authorize(credentials), { withSession: false });
  }

  /** Every API call goes through here. */
  async call<T>(call: (client: JobFeedClient) => Promise<T>, { withSession = true } = {}): Promise<T> {
    const epoch = this.epoch;
    const client = await this.client();
    // The token this call sends (read again by the client at the request, with nothing awaited between).
    const sent = this.options.token(client.baseUrl.origin);
    try {
      const result = await call(client);
      await this.record({ reachable: true, lastError: null, checkedAt: this.options.now() }, epoch);
      return result;
    } catch (error) {
      if (error instanceof ApiError) {
        const info = error.info;
        const unreachable = info.kind === 'network' || info.kind === 'timeout';
        await this.record({ reachable: !unreachable, lastError: info, checkedAt: this.options.now() }, epoch);
        // A 401 for a token that is no longer the session's (signed in again meanwhile) ends nothing.
        const stale = sent === null || this.options.token(client.baseUrl.origin) !== sent;
        if (withSession && info.kind === 'unauthorized' && !(error instanceof NoTokenError) && !stale)
          await this.options.onUnauthorized(info.reason);
      }
      throw error;
    }
  }

  async health(): Promise<ApiHealth> {
    const parsed = ApiHealthSchema.safeParse(await apiHealthItem.getValue());
    return parsed.success ? (parsed.data as ApiHealth) : UNKNOWN;
  }

  /** The API address changed: nothing is known of the new API yet, and calls still on their way to the old one say nothing of it. */
  async forget(): Promise<void> {
    await this.record(UNKNOWN, ++this.epoch);
  }

  private async record(health: ApiHealth, epoch: number): Promise<void> {
    const before = await this.health();
    if (epoch !== this.epoch) return;
    await apiHealthItem.setValue(health);
    if (before.reachable !== health.reachable) await this.options.onReachabilityChanged();
  }
}
