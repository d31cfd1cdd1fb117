import type { Measured } from './measure';

const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** A markdown table (pasted as is into docs/benchmarks.md): per route, throughput, latency and errors. */
export function printTable(title: string, entries: Measured[], ceiling: Measured): void {
  console.log('');
  console.log(`${title}; latencies in ms`);
  console.log('');
  console.log(row(['Route', 'Conns', 'Requests', 'req/s', 'of ceiling', 'kB/answer', 'p50', 'p95', 'p99', 'Errors']));
  console.log(row(Array.from({ length: 10 }, () => '---')));
  for (const entry of entries) {
    const ratio = `${((entry.perSecond / ceiling.perSecond) * 100).toFixed(0)}%`;
    console.log(
      row([
        entry.name,
        String(entry.connections),
        String(entry.requests),
        entry.perSecond.toFixed(0),
        ratio,
        (entry.bytesPerAnswer / 1024).toFixed(1),
        ms(entry.p50),
        ms(entry.p95),
        ms(entry.p99),
        entry.errors === 0
          ? '0'
          : `${entry.errors} (${Object.entries(entry.errorKinds)
              .map(([kind, count]) => `${kind}: ${count}`)
              .join(', ')})`,
      ]),
    );
  }
  const samples = entries.flatMap((entry) =>
    Object.entries(entry.errorSamples).map(([status, body]) => `- ${entry.name}, ${status}: ${body}`),
  );
  if (samples.length > 0) console.log(['', 'First refusal of each kind:', ...samples].join('\n'));
}
