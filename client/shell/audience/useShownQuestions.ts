// The prediction questions on screen now (open ones, and decided ones for a while), re-rendering as they change.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../store';
import type { QuestionJson } from '../net/tableJson';
import { questionsToShow } from './tallies';

const NONE: QuestionJson[] = [];

/** The questions to show, refreshed when the room changes and every second (so a decided one leaves on time). */
export function useShownQuestions(limit = 3): QuestionJson[] {
  const questions = useStore((s) => s.room?.questions ?? NONE);
  const decidedAt = useRef(new Map<string, number>());
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return questionsToShow(questions, decidedAt.current, Math.max(now, Date.now()), limit);
}
