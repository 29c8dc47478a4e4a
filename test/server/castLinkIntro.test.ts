// The audience feed's introduction: a new audience room gets the story so far and the prediction book kept for it before
// the first batch it shows, even when it said hello before the voyage room had kept any batch (a voyage reopened after a
// restart has not patched yet). Without it, the reopened audience rebuilt its questions from scratch and lost the answers.
import { describe, expect, it } from 'vitest';
import { LocalPresence } from '@colyseus/core';
import type { BookEntry } from '../../server/table/predictionBook';
import { CastLink, audienceChannel, stepsChannel, type StepBatch } from '../../server/table/castLink';
import type { StepRecord } from '../../server/table/stepRecord';

const BOOK = [{ kept: 'an answer' }] as unknown as BookEntry[];

/** A record with one public event, as the voyage room publishes after a step. */
function record(at: number): StepRecord {
  return {
    at,
    step: 1,
    wallOffset: 0,
    view: null,
    events: [{ type: 'sail', ms: 0 }],
    table: { code: 'ABCDE', name: 't', lobby: [], rematch: null, waitingReady: null, startsAt: null, allSeeing: 0 },
    secrets: [],
  };
}

/** A voyage room's link on a local presence, and every batch its audience would hear. */
async function linkHeard() {
  const presence = new LocalPresence();
  const heard: StepBatch[] = [];
  await presence.subscribe(stepsChannel('ABCDE'), (batch: StepBatch) => heard.push(batch));
  const link = new CastLink(
    presence,
    'ABCDE',
    { castDelay: 0, casterKey: 'k' },
    () => {},
    () => ({ events: [{ type: 'told', ms: 0 }], eras: [] }),
    () => BOOK,
  );
  await link.open();
  const hello = (since: number) => presence.publish(audienceChannel('ABCDE'), { type: 'hello', since });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { link, heard, hello, settle };
}

describe('the introduction a new audience room gets', () => {
  it('comes before the first batch when the audience said hello before any batch was kept', async () => {
    const { link, heard, hello, settle } = await linkHeard();
    await hello(0);
    await settle();
    expect(heard).toEqual([]);
    link.publish(record(5));
    link.flush();
    await settle();
    expect(heard.map((b) => ({ records: b.records.length, book: b.book, told: b.story?.events.length }))).toEqual([
      { records: 0, book: BOOK, told: 0 }, // the one told event is the batch's own, shown next
      { records: 1, book: undefined, told: undefined },
    ]);
    expect(heard[0].at).toBeLessThan(heard[1].at);
    link.publish(record(6));
    link.flush();
    await settle();
    expect(heard.filter((b) => b.book).length).toBe(1); // told once
  });

  it('comes before the oldest kept batch when there is one', async () => {
    const { link, heard, hello, settle } = await linkHeard();
    link.publish(record(5));
    link.flush();
    await hello(0);
    await settle();
    expect(heard.map((b) => b.records.length)).toEqual([0, 1]);
    expect(heard[0].book).toEqual(BOOK);
  });

  it('is not sent to an audience that says where it left off', async () => {
    const { link, heard, hello, settle } = await linkHeard();
    await hello(1);
    await settle();
    link.publish(record(5));
    link.flush();
    await settle();
    expect(heard.map((b) => b.book)).toEqual([undefined]);
  });
});
