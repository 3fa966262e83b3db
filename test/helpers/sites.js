/**
 * The sites as the browser tests see them: the site table itself (src/config/sites.ts, which
 * web-test-runner.config.mjs serves as a module), so that a per-site test runs for every site the
 * table has, a new one included. What a test expects of a site that the table cannot say (its
 * texts, as a shopper reads them) is in site-expectations.js, which `npm run sites:check` holds
 * against the table. Node's tests read the same table through scripts/site-table.mjs.
 */
export { SITE_TABLE, SITES, LOCALE_BY_SITE } from "../../src/config/sites.ts";
