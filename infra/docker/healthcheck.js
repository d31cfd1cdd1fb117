'use strict';
/**
 * Container healthcheck of a service on the NestJS Redis transport (services have no HTTP port).
 *
 *   node infra/docker/healthcheck.js <service>        REDIS_URL from the environment
 *
 * Sends the `<service>.health` request the way Nest's ClientRedis does (subscribe to
 * `<service>.health.reply`, publish `{ pattern, data, id }` on `<service>.health`) and waits for the
 * reply carrying our id. The packet names this host (`instance`), so that of N replicas the one in
 * this container answers (see ClaimingRedisServer), not whichever claims it first. Exit 0 when it arrives within 3 s without `err` (and the service does not
 * report its database down); exit 1 otherwise, with the reason on stderr (shown by `docker inspect`).
 * Plain Node on purpose: it runs in the runtime image, next to the built services.
 */
const { randomUUID } = require('node:crypto');
const { hostname } = require('node:os');
const Redis = require('ioredis');

const TIMEOUT_MS = 3000;
const service = process.argv[2];
if (!service || !/^[a-z][a-z0-9-]*$/.test(service)) {
  console.error('usage: node infra/docker/healthcheck.js <service>   (e.g. content)');
  process.exit(2);
}

const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const pattern = `${service}.health`;
const replyChannel = `${pattern}.reply`;
const id = randomUUID();

// One shot: no reconnects, no offline queue, so a Redis outage fails fast instead of hanging.
const options = {
  lazyConnect: true,
  connectTimeout: TIMEOUT_MS,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  retryStrategy: () => null,
};
const sub = new Redis(url, options);
const pub = new Redis(url, options);
let done = false;

function finish(code, reason) {
  if (done) return;
  done = true;
  clearTimeout(timer);
  if (code !== 0) console.error(`${pattern}: ${reason}`);
  sub.disconnect();
  pub.disconnect();
  process.exit(code);
}

const timer = setTimeout(() => finish(1, `no reply within ${TIMEOUT_MS} ms`), TIMEOUT_MS);

sub.on('error', (error) => finish(1, `redis: ${error.message}`));
pub.on('error', (error) => finish(1, `redis: ${error.message}`));

sub.on('message', (channel, raw) => {
  if (channel !== replyChannel) return;
  let packet;
  try {
    packet = JSON.parse(raw);
  } catch {
    return;
  }
  if (!packet || packet.id !== id) return; // a reply to someone else's health request
  if (packet.err !== undefined && packet.err !== null) return finish(1, `error reply: ${JSON.stringify(packet.err)}`);
  if (packet.response && packet.response.database === 'down') return finish(1, 'the service reports its database down');
  finish(0);
});

(async () => {
  await Promise.all([sub.connect(), pub.connect()]);
  await sub.subscribe(replyChannel);
  const receivers = await pub.publish(pattern, JSON.stringify({ pattern, data: {}, id, instance: hostname() }));
  if (receivers === 0) finish(1, `nothing subscribed to ${pattern}: the service is not listening`);
})().catch((error) => finish(1, error && error.message ? error.message : String(error)));
