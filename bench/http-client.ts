import http from 'node:http';

// The client of the one-request-at-a-time figures: node:http on one kept-alive connection,
// asking for compression as a phone's browser does. Node's fetch (undici) spent 1-2 ms of its
// own per request on this machine, more than the server's whole HTTP path, so a figure taken
// with it measured the client.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** What a phone's Chrome asks for (Debian's Chromium 156 sends the same, over HTTP too). */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** POSTs `body` as JSON; answers the status and the bytes of the (still compressed) answer. */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'accept-encoding': ACCEPT_ENCODING,
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => answer(response, resolve, reject),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** GETs `url`; answers the status and the bytes of the (still compressed) answer. */
export function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } },
      (response) => answer(response, resolve, reject),
    );
    request.on('error', reject);
  });
}

/** Reads an answer to its end: its status and how many bytes came. */
function answer(
  response: http.IncomingMessage,
  resolve: (value: { status: number; bytes: number }) => void,
  reject: (error: Error) => void,
) {
  let bytes = 0;
  response.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
  response.on('error', reject);
}

/** Closes the kept-alive connections, so the benchmark's process can end. */
export function closeHttpClient(): void {
  agent.destroy();
}
