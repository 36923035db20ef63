import type { DirectDatabase, Statement } from './directDatabase.js';

const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback)\b/i;
const INSERT_ORDERS = /^\s*insert into "orders"/i;
/** Statements that name the orders just placed: their read-back, ledger and forwarding rows. */
const NAMES_PLACED_ORDERS = /"credit_ledger"|"order_forwarding"|"orders"\."id" = any\(/;

export interface Recording {
  statements: Statement[];
  /** Ids of the orders the recorded request created, ascending (their ledger rows name them). */
  createdOrderIds: number[];
}

/**
 * Order ids are handed out by a sequence, so a replayed placement creates other ids than the
 * recorded one: the statements that follow (read-back, ledger, forwarding) name the new ids.
 */
class OrderIds {
  private readonly map = new Map<string, number>();
  constructor(private readonly recorded: number[]) {}

  learn(rows: unknown[]): void {
    const created = rows.map((row) => Number((row as { id: unknown }).id)).sort((a, b) => a - b);
    this.recorded.forEach((id, index) => {
      const now = created[index];
      if (now !== undefined) this.map.set(String(id), now);
    });
  }

  params(statement: Statement): unknown[] {
    if (this.map.size === 0 || !NAMES_PLACED_ORDERS.test(statement.text)) return statement.params;
    return statement.params.map((value) =>
      Array.isArray(value) ? value.map((item) => this.now(item)) : this.now(value),
    );
  }

  /** The id now in place of a recorded order id (lists of them are mapped item by item). */
  private now(value: unknown): unknown {
    if (typeof value !== 'number' && typeof value !== 'string') return value;
    const now = this.map.get(String(value));
    return now === undefined ? value : typeof value === 'string' ? String(now) : now;
  }
}

/**
 * Sends recorded statements again straight through the driver, as the app sent them: a
 * transaction's statements one after the other on one connection, statements the app sent
 * together (one group) at the same time on separate connections, the rest in order.
 */
export async function replay(direct: DirectDatabase, recording: Recording): Promise<void> {
  const { statements } = recording;
  const ids = new OrderIds(recording.createdOrderIds);
  let i = 0;
  while (i < statements.length) {
    const first = statements[i] as Statement;
    if (BEGIN.test(first.text)) {
      const end = statements.findIndex((s, at) => at > i && END.test(s.text));
      const block = statements.slice(i, end === -1 ? statements.length : end + 1);
      await direct.withConnection(async (query) => {
        for (const statement of block) {
          const rows = await query(statement.text, ids.params(statement), statement.name);
          if (INSERT_ORDERS.test(statement.text)) ids.learn(rows);
        }
      });
      i += block.length;
      continue;
    }
    let j = i;
    while (
      j < statements.length &&
      statements[j]?.group === first.group &&
      !BEGIN.test(statements[j]?.text ?? '')
    )
      j += 1;
    // (PGlite's driver does not show a transaction's BEGIN: its statements come through here.)
    const group = statements.slice(i, j);
    const results = await Promise.all(
      group.map((s) => direct.query(s.text, ids.params(s), s.name)),
    );
    group.forEach((statement, at) => {
      if (INSERT_ORDERS.test(statement.text)) ids.learn(results[at] ?? []);
    });
    i = j;
  }
}
