import proxyaddr from 'proxy-addr';

// Who the client is (ctx.request.ip, which the rate limits, sessions and the access log read): the
// connection's own address, unless it comes from a trusted proxy, which then says in
// X-Forwarded-For whom it was talking to. Exactly TRUSTED_PROXY_COUNT hops are believed (1: the
// apps' servers under `npm start`, nginx in production), and only from TRUSTED_PROXIES (addresses,
// CIDR ranges or proxy-addr's names; default this machine's loopback addresses). An address
// further left in X-Forwarded-For was written by the client and is never believed.
export default (config: { trustedProxies?: string; hops?: number }) => {
  const isTrusted = proxyaddr.compile(
    (config.trustedProxies || '127.0.0.1,::1')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  const hops = config.hops ?? 1;
  const trust = (address: string, hop: number) => hop < hops && isTrusted(address, hop);
  return async (ctx: any, next: () => Promise<void>) => {
    ctx.request.ip = proxyaddr(ctx.req, trust);
    await next();
  };
};
