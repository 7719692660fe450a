/**
 * How extension pages (popup, options, overlay) call the background: one typed function whose
 * request and response types come from the contract.
 */
import { browser } from 'wxt/browser';
import type { RequestOf, RequestType, ResponseOf } from './contract';
import { isResult } from './result';

export type SendMessage = (message: unknown) => Promise<unknown>;

/**
 * Sends a request and returns its typed result. A worker being restarted can drop the first
 * message ("Receiving end does not exist"), so a transport failure is retried once.
 */
export async function callBackground<T extends RequestType>(
  request: RequestOf<T>,
  send: SendMessage = (message) => browser.runtime.sendMessage(message),
): Promise<ResponseOf<T>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await send(request);
      if (isResult(response)) return response as ResponseOf<T>;
      throw new Error('No answer');
    } catch (error) {
      if (attempt >= 1) {
        const detail = error instanceof Error ? error.message : String(error);
        return {
          ok: false,
          error: { code: 'internal', message: `The extension's background did not answer (${detail}).`, reason: 'noAnswer' },
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/** How a page reaches the background: `callBackground`, or a scripted one in tests. */
export type CallBackground = typeof callBackground;
