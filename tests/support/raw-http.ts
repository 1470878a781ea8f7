// HTTP requests with the headers a browser's fetch() will not let a test set
// (Host), or sent slowly, byte by byte, as a misbehaving client would.
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { text } from "node:stream/consumers";

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request to `base`; to an https:// one with the `tls` options (`timeout`: ms without a byte). */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
  tls: https.RequestOptions = {},
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        setHost: !options.headers?.host,
        ...tls,
      },
      (response) => void readResponse(response).then(resolve, reject),
    );
    request.on("error", reject);
    request.on("timeout", () => request.destroy(new Error("no answer")));
    request.end(options.body);
  });
}

async function readResponse(response: http.IncomingMessage): Promise<RawResponse> {
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: await text(response),
  };
}

/**
 * Starts a POST whose body never arrives in full: it sends the headers and then
 * one byte every `everyMs`. Resolves `closed` when the server ends the connection.
 */
export function slowPost(base: string, everyMs: number) {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => undefined);
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\n` +
      "Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{",
  );
  const drip = setInterval(() => socket.write(" "), everyMs);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  void closed.then(() => clearInterval(drip));
  return {
    closed,
    received: () => received,
    isOpen: () => !socket.destroyed,
    destroy() {
      clearInterval(drip);
      socket.destroy();
    },
  };
}
