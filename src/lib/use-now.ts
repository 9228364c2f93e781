import { millisecondsInMinute } from 'date-fns/constants';
import { useEffect, useState } from 'react';

/** The current time, renewed every minute while `ticking` (a countdown is on screen). */
export function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => {
      setNow(new Date());
    }, millisecondsInMinute);
    return () => {
      window.clearInterval(timer);
    };
  }, [ticking]);
  return now;
}
