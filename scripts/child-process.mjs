// Children that stand in for this process (`npm run build`, `npm start`): SIGINT and SIGTERM sent
// here are passed on to them, and this process ends as they ended.
import { spawn } from 'node:child_process';

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM'];

/** Runs a command with this process's output; resolves with how it ended: `{ code, signal }`. */
export function runForwardingSignals(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      resolve({ code, signal });
    });
  });
}

/** Ends this process as a child ended: killed by the same signal, or with the same exit code. */
export function exitLike({ code, signal }) {
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
}

/** The command and arguments that run npm: the npm running this script if any, else npm from PATH. */
export function npmCommand(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli ? [process.execPath, [npmCli, ...args]] : ['npm', args];
}
