// A countdown's parts (the flash sale's countdown).
/** What is left until `end` at `now`, in whole days, hours, minutes and seconds (all 0 once it has passed). */
export function timeLeft(end: Date, now: Date): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
