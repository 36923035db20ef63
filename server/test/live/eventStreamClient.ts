import http from 'node:http';

/** One block of a text/event-stream: an event with its JSON data, or a comment. */
export type StreamMessage =
  | { kind: 'event'; event: string; data: unknown }
  | { kind: 'comment'; text: string };

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, in order. */
  messages: StreamMessage[];
  /** The first message (already received or still to come) after `from` that `match` accepts. */
  next(
    match: (message: StreamMessage) => boolean,
    options?: { timeoutMs?: number; from?: number },
  ): Promise<StreamMessage>;
  /** Resolves when the server ends the answer. */
  ended: Promise<void>;
  close(): void;
}

export const isEvent =
  (name: string, data?: (data: Record<string, unknown>) => boolean) =>
  (message: StreamMessage): boolean =>
    message.kind === 'event' &&
    message.event === name &&
    (data === undefined || data(message.data as Record<string, unknown>));

/** The order events of a stream, as received. */
export const orderEvents = (stream: OpenedStream) =>
  stream.messages.flatMap((message) =>
    message.kind === 'event' && message.event === 'order'
      ? [message.data as { id: number; status: number; forwarding_state: string | null }]
      : [],
  );

function parseBlock(block: string): StreamMessage | undefined {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) {
    return { kind: 'comment', text: lines.map((line) => line.slice(1).trim()).join('\n') };
  }
  let event = 'message';
  const data: string[] = [];
  for (const line of lines) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length === 0) return undefined;
  return { kind: 'event', event, data: JSON.parse(data.join('\n')) };
}

/**
 * GET /api/events on a listening server, read as a browser's EventSource would (without its
 * reconnecting): the token as a bearer header or as the `token` cookie.
 */
export function openEventStream(
  baseUrl: string,
  auth: { bearer?: string; cookie?: string } = {},
): Promise<OpenedStream> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (auth.bearer) headers.authorization = `Bearer ${auth.bearer}`;
  if (auth.cookie) headers.cookie = `theme=dark; token=${encodeURIComponent(auth.cookie)}`;
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { headers }, (response) => {
      const messages: StreamMessage[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith('retry:'));
          const message = lines.length > 0 ? parseBlock(lines.join('\n')) : undefined;
          if (message) messages.push(message);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      response.on('close', () => {
        endedResolve();
        for (const wake of waiters) wake();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        ended,
        close: () => request.destroy(),
        next(match, { timeoutMs = 5_000, from = 0 } = {}) {
          return new Promise((found, fail) => {
            const look = () => {
              const hit = messages.slice(from).find(match);
              if (hit) {
                waiters.delete(look);
                clearTimeout(timer);
                found(hit);
              } else if (response.closed) {
                waiters.delete(look);
                clearTimeout(timer);
                fail(new Error('the stream ended before the message came'));
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(
                new Error(`no such message within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
              );
            }, timeoutMs);
            waiters.add(look);
            look();
          });
        },
      });
    });
    request.on('error', reject);
  });
}
