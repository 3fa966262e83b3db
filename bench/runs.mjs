/**
 * What the benchmarks share to read their options and sum up their runs: one definition each, so
 * that every table's median means the same.
 */

/** The value after `name` on the command line (`--runs 9`), or undefined when it is not given. */
export const argument = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;

/** How many runs the command line asks for (`--runs`), else `fallback`. */
export const runsArgument = (fallback) => Number(argument("--runs") ?? fallback);

/** The middle value; of an even count, the upper of the two middle ones. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
