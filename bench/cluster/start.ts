// `npm run cluster -w @rishta/bench`: starts the several-machines topology of issue 33 on this
// machine (cluster.ts), prints where each piece listens, and stops everything on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startCluster } from './cluster';

execFileSync('bash', [fileURLToPath(new URL('./ensure-nginx.sh', import.meta.url))], { stdio: 'inherit' });
const cluster = await startCluster({ log: (line) => console.log(line) });
console.log(`
The service:        ${cluster.url}
API nodes:          ${cluster.nodes.map((node) => node.base).join('  ')}
PostgreSQL primary: ${cluster.primary.url('rishta')}
Standby:            ${cluster.standby.url('rishta')}
Redis:              ${cluster.redis.url}
S3:                 ${cluster.s3.settings.endpoint} (bucket ${cluster.s3.settings.bucket})
Ctrl-C stops everything.`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping…');
    void cluster.stop().then(() => process.exit(0));
  });
}
