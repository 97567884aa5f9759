/**
 * The address a browser on this machine opens for a server listening on `host`:`port` (issue 31
 * item 12): the ready line prints it, and PUBLIC_URL defaults to it, so the links in mails and the
 * QR codes on licences follow PORT instead of naming a port nobody listens on.
 */
export function listenAddress(host: string, port: number): string {
  // Listening on every interface: the browser on this machine reaches it as localhost.
  const shownHost = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}
