/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  event: string;
  id: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: test plumbing over the stream's JSON
  data: any;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** The JSON body of a refusal (not 200). */
  // biome-ignore lint/suspicious/noExplicitAny: test plumbing over API answers
  body: any;
  /** The next event, skipping comments; fails after `timeoutMs` or if the stream ended first. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Comments (heartbeats) seen so far. */
  comments: string[];
  /** Settles when the server has ended the stream. */
  ended: Promise<void>;
  /** Goes away, as a closed browser tab does. */
  close(): void;
}

/**
 * Opens an event stream over a real connection (fetch), as the web app's EventSource does, and
 * reads its events one at a time.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiting: (() => void)[] = [];
  let done = false;
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  let body: unknown;
  let ended: Promise<void>;
  if (res.status !== 200) {
    body = await res.json().catch(() => undefined);
    done = true;
    ended = Promise.resolve();
  } else {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            parse(block);
          }
          wake();
        }
      } catch {
        // closed by us
      } finally {
        done = true;
        wake();
      }
    })();
  }

  function parse(block: string) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) events.push({ event, id, data: JSON.parse(data.join('\n')) });
  }

  return {
    status: res.status,
    headers: res.headers,
    body,
    comments,
    ended,
    async next(timeoutMs = 5_000) {
      const deadline = performance.now() + timeoutMs;
      while (events.length === 0) {
        if (done) throw new Error('the stream ended');
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events.shift() as StreamEvent;
    },
    close() {
      abort.abort();
    },
  };
}
