export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in Prometheus' text format, labels parsed (values here have no quotes or commas). */
export function samples(text: string, name: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const [, labels = '', value] = /^[^{\s]+(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return {
        labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, val]) => [key, val])),
        value: Number(value),
      };
    });
}

/** The value of the one sample of `name` whose labels include `labels`. */
export const sampleValue = (text: string, name: string, labels: Record<string, string>): number | undefined =>
  samples(text, name).find((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    ?.value;
