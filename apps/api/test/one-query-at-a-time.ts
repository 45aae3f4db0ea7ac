/**
 * A transaction holds one connection, which runs one query at a time: a `Promise.all` of queries
 * on a transaction is queued by node-postgres with a deprecation warning (pg 9 will refuse it),
 * and runs one after the other anyway. The warning fails the run here, where it would otherwise
 * scroll past. Registered once per test process (the files of a worker share it).
 */
const registered = Symbol.for('starcrew.oneQueryAtATime');
const scope = globalThis as { [registered]?: true };
if (!scope[registered]) {
  scope[registered] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
      throw new Error(`Two queries at once on one connection (a transaction's?): ${warning.stack ?? warning.message}`);
    }
  });
}
