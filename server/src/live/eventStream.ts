import { PassThrough } from 'node:stream';

/** One `event:`/`data:` block of the text/event-stream format. */
export const sseEvent = (name: string, data: unknown): string =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A comment line: EventSource ignores it, proxies see traffic. */
export const sseComment = (text: string): string => `: ${text}\n\n`;

/**
 * How long an EventSource waits before it connects again after the stream ended: 3 s, plus up to
 * 3 s more drawn for each stream, so that when every stream is ended at once (the listening
 * connection came back) the browsers come back spread over seconds, not all in the same moment.
 */
export const RECONNECT_MS = 3_000;
export const RECONNECT_SPREAD_MS = 3_000;

/** This stream's wait before its browser connects again. */
export const reconnectWait = (draw: () => number = Math.random): number =>
  RECONNECT_MS + Math.floor(draw() * RECONNECT_SPREAD_MS);

/**
 * What one browser's stream may hold unsent before it is given up: a client that does not read
 * (a sleeping laptop, a stuck proxy) is cut off instead of growing the server's memory; its
 * EventSource connects again and its screens reload.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

/**
 * How long an ended stream may take to hand its last bytes to its client before it is dropped:
 * one that does not read would otherwise never close (its socket, its unsent events and its
 * place among the account's streams held for good, also once its token is revoked).
 */
export const END_GRACE_MS = 10_000;

/** The body of one GET /api/events answer, written as events happen. */
export class EventStream {
  readonly body = new PassThrough();
  private ended = false;

  constructor(
    reconnectMs = reconnectWait(),
    private readonly endGraceMs = END_GRACE_MS,
  ) {
    this.body.once('close', () => {
      this.ended = true;
    });
    this.write(`retry: ${reconnectMs}\n${sseComment('connected')}`);
  }

  get open(): boolean {
    return !this.ended;
  }

  /** Writes text (events, comments); drops the connection instead when the client is not reading. */
  write(text: string): void {
    if (this.ended) return;
    if (this.body.writableLength > MAX_UNSENT_BYTES) {
      this.destroy();
      return;
    }
    this.body.write(text);
  }

  send(name: string, data: unknown): void {
    this.write(sseEvent(name, data));
  }

  /**
   * Ends the answer; the browser's EventSource connects again after its wait. A client that does
   * not take the rest within `endGraceMs` is dropped.
   */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    const drop = setTimeout(() => this.body.destroy(), this.endGraceMs);
    drop.unref();
    this.body.once('close', () => clearTimeout(drop));
    this.body.end();
  }

  /** The client went away (or stopped reading): drops whatever was not sent, and the connection. */
  destroy(): void {
    this.ended = true;
    this.body.destroy();
  }

  /** Runs once the stream is over, whoever ended it (the client went away, or `end`). */
  onClose(listener: () => void): void {
    this.body.once('close', listener);
  }
}
