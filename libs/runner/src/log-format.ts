const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Makes a pino JSON line readable in a terminal; other lines pass through. */
export function formatLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as {
      level?: number;
      msg?: string;
      context?: string;
      err?: { stack?: string; message?: string };
    };
    const level = LEVELS[entry.level ?? 30] ?? 'INFO';
    const context = entry.context ? `${entry.context}: ` : '';
    const error = entry.err ? `\n${entry.err.stack ?? entry.err.message ?? ''}` : '';
    return `${level.padEnd(5)} ${context}${entry.msg ?? ''}${error}`;
  } catch {
    return line;
  }
}
