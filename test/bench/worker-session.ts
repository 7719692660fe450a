/**
 * A DevTools protocol connection to the extension's service worker in Chromium, for the profiling
 * tools (profile-sync.ts, heap-profile.ts): commands, and the events of one method collected.
 */
export interface WorkerSession {
  send<T>(method: string, params?: object): Promise<T>;
  /** The params of each event named `method` received so far. */
  events(method: string): unknown[];
  close(): void;
}

export async function workerSession(port: number): Promise<WorkerSession> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    url: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'));
  if (!target) throw new Error('no extension service worker');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  const received = new Map<string, unknown[]>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; method?: string; params?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    else if (message.method !== undefined) {
      const list = received.get(message.method) ?? [];
      list.push(message.params);
      received.set(message.method, list);
    }
  });
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = next++;
      return new Promise<T>((resolve) => {
        waiting.set(id, (result) => resolve(result as T));
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    events: (method) => received.get(method) ?? [],
    close: () => socket.close(),
  };
}
