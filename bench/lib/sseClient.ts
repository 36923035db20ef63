import http from 'node:http';

type Heard = (order: { id: number; status: number }, at: number) => void;

/** An open GET /api/events as a bench client reads it: each `order` event, when it came. */
export interface BenchStream {
  /** Calls `heard(order, at)` for every order event (`at`: performance.now()) until stopped. */
  onOrder(heard: Heard): () => void;
  close(): void;
}

/** Opens the event stream of this token; resolves once the server has answered 200. */
export function openBenchStream(baseUrl: string, token: string): Promise<BenchStream> {
  return new Promise((resolve, reject) => {
    const listeners = new Set<Heard>();
    const request = http.get(
      `${baseUrl}/api/events`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.startsWith('event: order\ndata: ')) {
              const order = JSON.parse(block.slice('event: order\ndata: '.length)) as {
                id: number;
                status: number;
              };
              for (const listener of listeners) listener(order, at);
            }
            cut = buffer.indexOf('\n\n');
          }
        });
        resolve({
          onOrder: (heard) => {
            listeners.add(heard);
            return () => listeners.delete(heard);
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
