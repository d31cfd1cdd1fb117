const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** A file size as Windows shows it (1024 bytes to the KB): '802 bytes', '3.4 MB', '1.5 GB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${UNITS[unit]}`;
}
