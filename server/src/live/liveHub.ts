import type { OrderEvent, PendingEvent } from '../schemas/events.js';
import { type CoalescedTask, coalesced } from './coalesced.js';
import { EventStream, sseComment, sseEvent } from './eventStream.js';
import type { OrderChange } from './orderChanges.js';

/** Who opened a stream: its account, and the hash of the token it was opened with. */
export interface Viewer {
  userId: number;
  admin: boolean;
  tokenHash: string;
}

interface Subscriber extends Viewer {
  stream: EventStream;
  /** The pending count this admin was last sent. */
  lastPending?: number;
}

export interface LiveHubOptions {
  /** How many orders are pending (the admins' badge). */
  countPending(): Promise<number>;
  /** Which of these token hashes still open their account, and whether it is an admin's. */
  tokenHolders(tokenHashes: string[]): Promise<Map<string, { admin: boolean }>>;
  /** The heartbeat, and the check of every stream's token. */
  heartbeatMs: number;
  /** Streams this process holds open at most, every account together (LIVE_MAX_STREAMS). */
  maxStreams: number;
  /** The pending count is computed at most this often per process, whatever the burst. */
  pendingIntervalMs: number;
  onError(error: unknown, what: string): void;
}

/**
 * Streams one account may hold open in one process: a browser keeps one a tab (src/live), so this
 * is twenty tabs. Each stream holds a socket and a little memory for as long as it is open.
 */
export const MAX_STREAMS_PER_ACCOUNT = 20;

const orderEvent = (change: OrderChange, forwarding: boolean): OrderEvent => ({
  id: change.orderId,
  status: change.status,
  forwarding_state: forwarding ? change.forwardingState : null,
});

/**
 * The open event streams of this server process and what each may hear: an admin every order
 * (with its forwarding) and the pending count; a customer their own orders placed or answered.
 * Order changes come in from the database's notifications (one listening connection for the
 * whole process); each batch is written once per stream. The pending count is computed once per
 * burst for the whole process and sent to each admin when it differs from what they have.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  /** Customers' streams by account (admins hear everything and are not listed here). */
  private readonly customers = new Map<number, Set<Subscriber>>();
  private readonly admins = new Set<Subscriber>();
  /** How many streams each account has open, admins' too. */
  private readonly openByAccount = new Map<number, number>();
  private readonly pending: CoalescedTask;
  private readonly heartbeat: NodeJS.Timeout;
  private checkingTokens = false;
  /**
   * What each stream is sent at the end of this turn of the event loop: the notifications that
   * arrive together (a burst of answers) leave in one write per stream.
   */
  private readonly outbox = new Map<Subscriber, string>();
  private flushing: NodeJS.Immediate | undefined;

  constructor(private readonly options: LiveHubOptions) {
    this.pending = coalesced(() => this.sendPendingCount(), options.pendingIntervalMs);
    this.heartbeat = setInterval(() => void this.tick(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** How many streams are open. */
  get size(): number {
    return this.subscribers.size;
  }

  /**
   * Why this account may not open one more stream now: it holds MAX_STREAMS_PER_ACCOUNT, or the
   * process holds its `maxStreams` (many accounts' streams each hold a socket and a little
   * memory); undefined when it may.
   */
  refusalOf(userId: number): 'account full' | 'process full' | undefined {
    if ((this.openByAccount.get(userId) ?? 0) >= MAX_STREAMS_PER_ACCOUNT) return 'account full';
    if (this.subscribers.size >= this.options.maxStreams) return 'process full';
    return undefined;
  }

  /** A new stream for this viewer; it leaves the hub when it closes. */
  open(viewer: Viewer): EventStream {
    const subscriber: Subscriber = { ...viewer, stream: new EventStream() };
    this.subscribers.add(subscriber);
    this.openByAccount.set(viewer.userId, (this.openByAccount.get(viewer.userId) ?? 0) + 1);
    if (viewer.admin) {
      this.admins.add(subscriber);
      this.pending.request();
    } else {
      const own = this.customers.get(viewer.userId) ?? new Set();
      own.add(subscriber);
      this.customers.set(viewer.userId, own);
    }
    subscriber.stream.onClose(() => this.remove(subscriber));
    return subscriber.stream;
  }

  /** Hands a batch of order changes to the streams that may hear them. */
  publish(changes: OrderChange[]): void {
    if (changes.length === 0) return;
    if (this.admins.size > 0) {
      const text = changes.map((change) => sseEvent('order', orderEvent(change, true))).join('');
      for (const admin of this.admins) this.post(admin, text);
    }
    const byCustomer = new Map<number, string>();
    let statusChanged = false;
    for (const change of changes) {
      if (change.kind === 'forwarded') continue;
      statusChanged = true;
      if (!this.customers.has(change.userId)) continue;
      const text = sseEvent('order', orderEvent(change, false));
      byCustomer.set(change.userId, (byCustomer.get(change.userId) ?? '') + text);
    }
    for (const [userId, text] of byCustomer) {
      for (const subscriber of this.customers.get(userId) ?? []) this.post(subscriber, text);
    }
    if (statusChanged && this.admins.size > 0) this.pending.request();
  }

  /**
   * Events may have been missed (the listening connection was lost): every stream is ended, and
   * each browser connects again and reloads what it shows.
   */
  resync(): void {
    for (const subscriber of this.subscribers) subscriber.stream.end();
  }

  /** Ends every stream and the timers (the server is closing). */
  close(): void {
    clearInterval(this.heartbeat);
    clearImmediate(this.flushing);
    this.flush();
    this.pending.stop();
    this.resync();
  }

  private post(subscriber: Subscriber, text: string): void {
    this.outbox.set(subscriber, (this.outbox.get(subscriber) ?? '') + text);
    this.flushing ??= setImmediate(() => this.flush());
  }

  private flush(): void {
    this.flushing = undefined;
    for (const [subscriber, text] of this.outbox) subscriber.stream.write(text);
    this.outbox.clear();
  }

  private remove(subscriber: Subscriber): void {
    this.outbox.delete(subscriber);
    if (!this.subscribers.delete(subscriber)) return;
    const left = (this.openByAccount.get(subscriber.userId) ?? 1) - 1;
    if (left > 0) this.openByAccount.set(subscriber.userId, left);
    else this.openByAccount.delete(subscriber.userId);
    this.admins.delete(subscriber);
    const own = this.customers.get(subscriber.userId);
    own?.delete(subscriber);
    if (own?.size === 0) this.customers.delete(subscriber.userId);
  }

  private async sendPendingCount(): Promise<void> {
    if (this.admins.size === 0) return;
    let count: number;
    try {
      count = await this.options.countPending();
    } catch (error) {
      this.options.onError(error, 'counting the pending orders');
      return;
    }
    const event: PendingEvent = { count };
    for (const admin of this.admins) {
      if (admin.lastPending === count) continue;
      admin.lastPending = count;
      this.post(admin, sseEvent('pending', event));
    }
  }

  /** The heartbeat, then one query for every stream's token: a dead one ends its stream. */
  private async tick(): Promise<void> {
    if (this.subscribers.size === 0) return;
    const ping = sseComment('ping');
    for (const subscriber of this.subscribers) subscriber.stream.write(ping);
    if (this.checkingTokens) return;
    this.checkingTokens = true;
    // Streams opened while the query runs are not judged by it.
    const checked = [...this.subscribers];
    const hashes = [...new Set(checked.map((subscriber) => subscriber.tokenHash))];
    let holders: Map<string, { admin: boolean }>;
    try {
      holders = await this.options.tokenHolders(hashes);
    } catch (error) {
      this.options.onError(error, 'checking the event streams’ tokens');
      return;
    } finally {
      this.checkingTokens = false;
    }
    for (const subscriber of checked) {
      const holder = holders.get(subscriber.tokenHash);
      // Signed out, expired, deactivated, or no longer (or newly) an admin: the browser
      // connects again and hears what the account may hear now, or is refused.
      if (holder?.admin !== subscriber.admin) subscriber.stream.end();
    }
  }
}
