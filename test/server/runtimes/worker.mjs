// Cloudflare's workerd (test/server/runtimes.test.mjs, ./workerd.capnp): the built server module's
// web handler in a worker, as docs/fragments.md mounts it; its options from the worker's bindings.
import { createFragmentHandler } from "server.mjs";

let fragments;
export default {
  fetch(request, env) {
    fragments ??= createFragmentHandler({
      origin: env.SHOP_ORIGIN,
      refreshToken: env.REFRESH_TOKEN,
      log: () => {},
    });
    return fragments.fetch(request);
  },
};
