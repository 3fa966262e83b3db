/* global Deno */
// Deno (test/server/runtimes.test.mjs): the built server module's web handler, as a shop mounts
// it on Deno or Deno Deploy, on a loopback port it prints as JSON.
const [serverModule, origin, refreshToken] = Deno.args;
const { createFragmentHandler } = await import(serverModule);
const fragments = createFragmentHandler({ origin, refreshToken, log: () => {} });
Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen: ({ port }) => console.log(JSON.stringify({ port })) },
  fragments.fetch,
);
