import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply = { status: number; body?: unknown } | Error;

/**
 * Replaces `fetch` with a stub answering the given replies in order (the last one repeats),
 * and records every request.
 */
export const mockFetch = (...replies: Reply[]) => {
  const requests: RecordedRequest[] = [];
  let index = 0;
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    });
    const reply = replies[Math.min(index, replies.length - 1)];
    index += 1;
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
};
