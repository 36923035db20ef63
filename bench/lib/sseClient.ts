import http from 'node:http';

/** An open GET /api/events as a bench client reads it: each `order` event's id, when it came. */
export interface BenchStream {
  /** Calls `heard(orderId, at)` for every order event (`at`: performance.now()) until stopped. */
  onOrder(heard: (orderId: number, at: number) => void): () => void;
  close(): void;
}

/** Opens the event stream of this token; resolves once the server has answered 200. */
export function openBenchStream(baseUrl: string, token: string): Promise<BenchStream> {
  return new Promise((resolve, reject) => {
    const listeners = new Set<(orderId: number, at: number) => void>();
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
              const { id } = JSON.parse(block.slice('event: order\ndata: '.length)) as {
                id: number;
              };
              for (const listener of listeners) listener(id, at);
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
