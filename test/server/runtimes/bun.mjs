/* global Bun */
// Bun (test/server/runtimes.test.mjs): the built server module's web handler, as a shop mounts it
// with Bun.serve, on a loopback port it prints as JSON.
const [serverModule, origin, refreshToken] = process.argv.slice(2);
const { createFragmentHandler } = await import(serverModule);
const fragments = createFragmentHandler({ origin, refreshToken, log: () => {} });
const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: fragments.fetch });
console.log(JSON.stringify({ port: server.port }));
