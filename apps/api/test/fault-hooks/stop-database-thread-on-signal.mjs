// Loaded into a server process with `node --import` by the fault tests, never by the app: on
// SIGUSR2 every worker thread (the embedded database's) is terminated, as a crash of the database
// engine would end it.
import workerThreads from 'node:worker_threads';
import { syncBuiltinESMExports } from 'node:module';

const started = new Set();
workerThreads.Worker = class extends workerThreads.Worker {
  constructor(...args) {
    super(...args);
    started.add(this);
    this.once('exit', () => started.delete(this));
  }
};
// The app's `import { Worker } from 'node:worker_threads'` now sees the subclass.
syncBuiltinESMExports();

process.on('SIGUSR2', () => {
  for (const worker of started) void worker.terminate();
});
