import type {
  BulkReplyLineOutcome,
  BulkReplyOutcome,
  BulkReplyParams,
} from '../dataProvider/bulkReply';
import type { Order } from './order';

/** `IMEI<separator>code`: spaces or a tab, or one of `,;|` with spaces around it or not. */
const LINE = /^([^\s,;|]*)\s*[,;|]?\s*(.*)$/;

const named = (order: Order) => `Order #${order.id} (${order.service.name}, ${order.user.name})`;

/**
 * The fake server's bulk reply over the stories' orders, as the real one answers it: each line
 * hits the one pending order of its IMEI (in the service, when one is given) and carries the code
 * (or reason) taken from it, skipped lines say why, and unless it is a dry run the orders are
 * completed or rejected.
 */
export const fakeBulkReply =
  (orders: Order[]) =>
  async (params: BulkReplyParams): Promise<BulkReplyOutcome> => {
    // Like the server: which orders are pending is looked up once, before any line is answered.
    const pendingIds = new Set(orders.filter((order) => order.status === 1).map((o) => o.id));
    const claimedBy = new Map<number, number>();
    const future = params.dry_run === true;

    const reply = (line: number, content: string): BulkReplyLineOutcome => {
      const [, imei = '', text = ''] = LINE.exec(content) ?? [];
      const skip = (result: BulkReplyLineOutcome['result'], message: string) => ({
        line,
        imei,
        code: text,
        order_id: null,
        result,
        message,
      });
      if (!/^\d+$/.test(imei)) return skip('invalid', 'Not an IMEI: an IMEI has only digits.');
      if (imei.length !== 15) {
        return skip(
          'invalid',
          `Not an IMEI: an IMEI has exactly 15 digits, this one has ${imei.length}.`,
        );
      }
      if (params.action === 'answer' && text === '') {
        return skip('invalid', 'There is no code after the IMEI.');
      }
      const candidates = orders.filter(
        (order) =>
          pendingIds.has(order.id) &&
          order.imei === imei &&
          (params.service_id === undefined || order.service.id === params.service_id),
      );
      const [order, ...others] = candidates;
      if (!order) return skip('not_pending', 'No pending order has this IMEI.');
      if (others.length > 0) {
        const listed = candidates.map((c) => `#${c.id} ${c.service.name}`).join(', ');
        return skip(
          'ambiguous',
          `The IMEI is pending in ${candidates.length} orders (${listed}): choose the service to say which.`,
        );
      }
      const earlier = claimedBy.get(order.id);
      if (earlier !== undefined) {
        return skip('not_pending', `Order #${order.id} is answered by line ${earlier}.`);
      }
      claimedBy.set(order.id, line);
      const answering = params.action === 'answer';
      const reason = text === '' ? 'Not Found' : text;
      if (!future) {
        order.status = answering ? 4 : 3;
        order.code = answering ? text : reason;
        order.updated_at = new Date().toISOString();
      }
      return {
        line,
        imei,
        code: text,
        order_id: order.id,
        result: answering ? 'answered' : 'rejected',
        message: answering
          ? `${named(order)} ${future ? 'will be completed with this code' : 'completed'}.`
          : `${named(order)} ${future ? 'will be rejected' : 'rejected'} ("${reason}").`,
      };
    };

    const lines = params.lines
      .split(/\r\n|\r|\n/)
      .map((raw, index) => ({ line: index + 1, content: raw.trim() }))
      .filter(({ content }) => content !== '')
      .map(({ line, content }) => reply(line, content));
    const count = (result: string) => lines.filter((l) => l.result === result).length;
    const answered = count('answered');
    const rejected = count('rejected');
    return { answered, rejected, skipped: lines.length - answered - rejected, lines };
  };
