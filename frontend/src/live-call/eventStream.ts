/** One message of a server-sent event stream. */
export interface StreamMessage {
  readonly id: string;
  readonly event: string;
  readonly data: unknown;
}

export interface EventStreamOptions {
  /** Opens the stream (fetch with the caller's token, Last-Event-ID when reconnecting). */
  readonly open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;
  readonly onMessage: (message: StreamMessage) => void;
  /** Connected (true) or waiting to reconnect (false). */
  readonly onConnection?: (connected: boolean) => void;
  /** A refusal (4xx): the stream is not opened again. */
  readonly onRefused?: (response: Response) => void;
}

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 15_000;

/**
 * Reads a text/event-stream through fetch (an EventSource cannot send the Authorization header) and reconnects by
 * itself when it breaks, with Last-Event-ID so the server can send what was missed. Answers the stop.
 */
export function readEventStream(options: EventStreamOptions): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let failures = 0;

  const readOnce = async (): Promise<'again' | 'stop'> => {
    const response = await options.open(lastEventId, controller.signal);
    // A refusal (4xx), or an answer that is no event stream: opening it again would not change it.
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if ((response.status >= 400 && response.status < 500) || (response.ok && !isStream)) {
      options.onRefused?.(response);
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    failures = 0;
    options.onConnection?.(true);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      buffer += value.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message = parseBlock(block);
        if (message.retry !== undefined) retryMs = message.retry;
        if (message.id) lastEventId = message.id;
        if (message.data === undefined) continue;
        try {
          options.onMessage({ id: message.id ?? '', event: message.event ?? 'message', data: JSON.parse(message.data) });
        } catch {
          // A message that is not JSON is none of ours.
        }
      }
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      let next: 'again' | 'stop' = 'again';
      try {
        next = await readOnce();
      } catch {
        next = 'again';
      }
      if (controller.signal.aborted || next === 'stop') return;
      options.onConnection?.(false);
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.min(retryMs * failures, MAX_RETRY_MS)));
    }
  })();
  return () => controller.abort();
}

function parseBlock(block: string): { id?: string; event?: string; data?: string; retry?: number } {
  const out: { id?: string; event?: string; data?: string; retry?: number } = {};
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') out.data = out.data === undefined ? value : `${out.data}\n${value}`;
    else if (field === 'id') out.id = value;
    else if (field === 'event') out.event = value;
    else if (field === 'retry' && /^\d+$/.test(value)) out.retry = Number(value);
  }
  return out;
}
