/**
 * The background, asked the way the extension's own pages ask it: one typed request from the message
 * contract (utils/messaging/contract.ts), so a test cannot send a request the contract does not
 * define without a type error, and the answer has the contract's response type.
 */
import type { RequestOf, RequestType, ResponseOf, Responses } from '../../../utils/messaging/contract.ts';

/**
 * A document of the extension in either driver: a Playwright page or frame, a puppeteer page or frame,
 * or a content script's world reached through CDP. Each can evaluate an expression and await its value.
 */
export interface ExtensionDocument {
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Runs `fn(arg)` in the document and returns its (JSON) value. The function is sent as its source
 * text, so it must be self-contained, as with any driver's evaluate; `arg` must survive JSON.
 */
export async function evaluateIn<A, R>(document: ExtensionDocument, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  return (await document.evaluate(`(${fn.toString()})(${JSON.stringify(arg)})`)) as R;
}

type Runtime = { runtime: { sendMessage: (message: unknown) => Promise<unknown> } };

/** Chromium names the extension API `chrome`, Firefox `browser`. */
function sendMessage(request: unknown): Promise<unknown> {
  const api = globalThis as unknown as { browser?: Runtime; chrome?: Runtime };
  return (api.browser ?? api.chrome)!.runtime.sendMessage(request);
}

/** Sends `request` from an extension document and returns the background's `{ ok, value | error }` answer. */
export async function askBackground<T extends RequestType>(from: ExtensionDocument, request: RequestOf<T>): Promise<ResponseOf<T>> {
  return (await evaluateIn(from, sendMessage, request)) as ResponseOf<T>;
}

/** The value of a request that must succeed; a failure throws with the request and the answer. */
export async function askValue<T extends RequestType>(from: ExtensionDocument, request: RequestOf<T>): Promise<Responses[T]> {
  const answer = await askBackground(from, request);
  if (!answer?.ok) throw new Error(`${JSON.stringify(request)} failed: ${JSON.stringify(answer)}`);
  return answer.value;
}
