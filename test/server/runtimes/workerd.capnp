# Cloudflare's workerd (test/server/runtimes.test.mjs): one worker, ./worker.mjs, with the built
# dist/server.mjs as a module beside it. The test binds the socket to a loopback port of the
# system's choosing (--socket-addr, the port read from --control-fd) and sets the bindings'
# environment variables. The worker may reach loopback addresses only: the stand-in of the
# shop's services.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "fragments", worker = .fragments),
    (name = "loopback", network = (allow = ["local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "fragments")],
);

const fragments :Workerd.Worker = (
  modules = [
    (name = "worker.mjs", esModule = embed "worker.mjs"),
    (name = "server.mjs", esModule = embed "../../../dist/server.mjs"),
  ],
  compatibilityDate = "2026-11-01",
  bindings = [
    (name = "SHOP_ORIGIN", fromEnvironment = "SHOP_ORIGIN"),
    (name = "REFRESH_TOKEN", fromEnvironment = "REFRESH_TOKEN"),
  ],
  globalOutbound = "loopback",
);
