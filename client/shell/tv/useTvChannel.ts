// TV's channel (issue 31): what the server says is on, asked every couple of seconds, so a switch the director makes at a
// day's or round's end reaches the screen soon after it reaches the audience.
import { useEffect, useState } from 'react';
import type { TvChannel } from '../../../shared/table/tv';
import { loadTv } from './loadTv';

/** How often TV asks what is on. */
const ASK_EVERY_MS = 2_000;

/** What TV shows now: the channel (null while an exhibition sets sail) and, after a failed ask, why. */
export type TvTuning = { on: TvChannel | null; problem: string | null };

/** Asks what is on now and then, for as long as the page is open. */
export function useTvChannel(): TvTuning {
  const [tuning, setTuning] = useState<TvTuning>({ on: null, problem: null });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      const answer = await loadTv();
      if (stopped) return;
      setTuning((was) => ('error' in answer ? { ...was, problem: answer.error } : { on: sameChannel(was.on, answer.on) ? was.on : answer.on, problem: null }));
      timer = setTimeout(ask, ASK_EVERY_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  return tuning;
}

/** Whether two answers name the same channel, caption and all (so an unchanged answer draws nothing anew). */
function sameChannel(a: TvChannel | null, b: TvChannel | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
