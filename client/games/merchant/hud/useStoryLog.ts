// The table's log in plain words: the story the room told on joining (so a reload keeps it), then each event as its show
// starts, never before and never twice (liveLog.ts), so the log never runs ahead of the board.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MerchantEvent } from '../../../../shared/merchant/types';
import type { ShowClock } from '../show/showClock';
import type { MerchantTableProps } from '../tableProps';
import { eventLines } from './eventWords';
import { LiveLog, logLines, toldLive, type LiveLines } from './liveLog';

/** One line of the log, keyed for React. */
export type LogLine = { id: number; text: string };

/** The longest log kept: a whole game of four merchants fits. */
const MAX_LINES = 400;

/** The words of events worth reading, in order (bookkeeping events have none; a timeout's passes are told in its line). */
export function storyLines(events: readonly MerchantEvent[], names: readonly string[], you: number | null): string[] {
  return eventLines(events, names, you).filter((line): line is string => line !== null);
}

/** The log: the room's story so far, then each event as the show starts it (LiveLog: once each, never ahead of the board). */
export function useStoryLog(story: MerchantEvent[], events: MerchantTableProps['events'], clock: ShowClock, playing: unknown, names: string[], you: number | null): LogLine[] {
  // a batch already here when the table opens came after the story was told (each join starts the shell's events afresh),
  // and its show is history to this table: its lines go straight in
  const [live, setLive] = useState<LiveLines>(() => ({ story, lines: events.seq > 0 ? storyLines(events.list, names, you) : [] }));
  const follower = useRef<LiveLog | null>(null);
  follower.current ??= new LiveLog(clock);
  const nameKey = names.join('\u0000');

  // a story told again (a reconnect) holds everything told live before it, and every event already on the show's timeline
  const storyAt = useRef(story);
  if (storyAt.current !== story) {
    storyAt.current = story;
    follower.current.storyCame(clock);
  }

  // a new batch (events.seq) or an event boundary of the show (`playing`) is when to look
  // biome-ignore lint/correctness/useExhaustiveDependencies: both are triggers only; names are read through nameKey, a stable string
  useEffect(() => {
    const started = follower.current!.started(clock, Date.now());
    if (started.length) setLive((told) => toldLive(told, story, storyLines(started, names, you), MAX_LINES));
  }, [events.seq, playing, clock, nameKey, you, story]);

  // worded once per story, not on every render of the table (a whole game's story runs to hundreds of events)
  // biome-ignore lint/correctness/useExhaustiveDependencies: names are read through nameKey, a stable string
  const told = useMemo(() => storyLines(story, names, you), [story, nameKey, you]);
  return useMemo(
    () =>
      logLines(told, story, live)
        .slice(-MAX_LINES)
        .map((text, id) => ({ id, text })),
    [told, story, live],
  );
}
