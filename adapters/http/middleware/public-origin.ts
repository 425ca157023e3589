/** Names a browser may use for this machine's own address; 127.0.0.0/8 is loopback throughout. */
const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

const parsed = (url: string): URL | null => (URL.canParse(url) ? new URL(url) : null);

/**
 * The public address's origin when a request's Host is another loopback name for it (127.0.0.1
 * where PUBLIC_URL says localhost, on the same port), else null. A browser keeps the sign-in per
 * origin, and checkout, e-mailed links and review links all return to the public address: a buyer
 * who began at 127.0.0.1 would come back from the payment page signed out. Only loopback names
 * of a loopback public address qualify, and the target is the configured one: nothing changes for
 * a server on a real domain, and no Host header can choose where a visitor is sent.
 */
export function publicOriginFor(publicUrl: string | undefined, host: string): string | null {
  const target = publicUrl === undefined ? null : parsed(publicUrl);
  const asked = parsed(`${target?.protocol ?? 'http:'}//${host}`);
  if (target === null || asked === null || !isLoopback(target.hostname) || !isLoopback(asked.hostname)) return null;
  return asked.hostname !== target.hostname && asked.port === target.port ? target.origin : null;
}
