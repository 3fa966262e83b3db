import base from "./web-test-runner.config.mjs";
import { launcherFor } from "./scripts/browsers.mjs";
export default { ...base, groups: [], browsers: [launcherFor(process.env.ENGINE)] };
