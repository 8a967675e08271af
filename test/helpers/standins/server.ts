import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server for a stand-in of a real provider; `handle` answers each request with its body read. */
export interface StandIn {
  url: string;
  close(): Promise<void>;
}

export async function startStandIn(
  handle: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void | Promise<void>,
): Promise<StandIn> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      Promise.resolve(handle(req, body, res)).catch((err: unknown) => {
        if (!res.headersSent) res.statusCode = 500;
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  if (res.destroyed) return;
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
