import { buildApp } from '/work/main/apps/api/src/app';
import { loadConfig } from '/work/main/apps/api/src/config';
import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
const config = loadConfig({
  ...process.env,
  DATA_DIR: '/tmp/seed100k',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  PORT: '0',
});
const app = await buildApp(config);
const url = process.argv[2]!;
for (let i = 0; i < 20; i++) await app.inject(url);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
for (let i = 0; i < 100; i++) await app.inject(url + (150000 - i));
const { profile } = await session.post('Profiler.stop');
fs.writeFileSync('/tmp/req.cpuprofile', JSON.stringify(profile));
await app.close();
