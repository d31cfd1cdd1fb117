export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Days, hours, minutes and seconds of a number of seconds; never negative (SPEC §4: down to zero). */
export function countdownParts(totalSeconds: number): CountdownParts {
  const left = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** Two digits for hours, minutes and seconds ('05'); days as they are. */
export const pad = (value: number): string => String(value).padStart(2, '0');

/** '6 days, 23 hours, 59 minutes and 58 seconds left': what a screen reader is told. */
export function countdownSentence(parts: CountdownParts): string {
  const units: Array<[number, string]> = [
    [parts.days, 'day'],
    [parts.hours, 'hour'],
    [parts.minutes, 'minute'],
    [parts.seconds, 'second'],
  ];
  const words = units.map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`);
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)} left`;
}
