export interface StreamMessage {
  id: string;
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- messages are checked field by field
}

export interface EventStreamReader {
  status: number;
  contentType: string | null;
  /** Every message so far, in order. */
  received: StreamMessage[];
  /** The first message (from the start) that `test` accepts. */
  next(test: (m: StreamMessage) => boolean): Promise<StreamMessage>;
  close(): void;
}

/** An event stream of the API read as the browser app reads it (fetch: it needs the Authorization header). */
export async function openStream(base: string, path: string, token: string, lastEventId?: string): Promise<EventStreamReader> {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `JWT ${token}`, accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  const received: StreamMessage[] = [];
  const waiting: (() => void)[] = [];
  const contentType = response.headers.get('content-type');
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) => new RegExp(`^${name}: ?(.*)$`, 'm').exec(block)?.[1];
          const data = field('data');
          if (data === undefined) continue;
          received.push({ id: field('id') ?? '', event: field('event') ?? 'message', data: JSON.parse(data) });
          for (const wake of waiting.splice(0)) wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    contentType,
    received,
    async next(test) {
      for (;;) {
        const found = received.find(test);
        if (found) return found;
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () => controller.abort(),
  };
}
