import { createServer, request, type Server } from "node:http";

/** A load balancer in front of the instances, as small as a test needs. */
export interface RoundRobin {
  server: Server;
  /** How many requests each instance (by port) was handed. */
  handed: Map<number, number>;
  close(): Promise<void>;
}

/**
 * A round-robin proxy on `port` (node:http) in front of the instances on `targets`: each request
 * goes to the next instance in turn with the visitor's address in X-Forwarded-For, as a load
 * balancer's would be (the instances run with TRUST_PROXY=1). A request an instance cannot take
 * (it is down: the connection is refused) goes to the next one, as a balancer's health check
 * would arrange; one cut while it was being answered is cut for the visitor too, who retries.
 */
export function roundRobin(port: number, targets: number[]): Promise<RoundRobin> {
  let next = 0;
  const handed = new Map(targets.map((t) => [t, 0]));
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const forward = (tries: number) => {
        const target = targets[next++ % targets.length]!;
        const headers = { ...incoming.headers, "x-forwarded-for": incoming.headers["x-forwarded-for"] ?? incoming.socket.remoteAddress ?? "" };
        const upstream = request({ host: "127.0.0.1", port: target, method: incoming.method, path: incoming.url, headers }, (answer) => {
          handed.set(target, (handed.get(target) ?? 0) + 1);
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        });
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED" && tries < targets.length) return forward(tries + 1);
          outgoing.destroy();
        });
        upstream.end(body);
      };
      forward(1);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        server,
        handed,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      }),
    ),
  );
}
