// The waiting room's crew: who is aboard and who is ready; the creator moves slots and takes people off the crew.
import { useStore } from '../store';
import { gameOf } from '../games';
import { kickFromCrew, moveSeat, sayReadyToSail } from '../net/room';

/** One slot of the waiting room as the room mirrors it. */
type CrewRow = { name: string; human: boolean; connected: boolean; level?: string; ready: boolean };

/** How a slot's holder reads: a person aboard or away (and ready), or a bot of its level. */
function standing(row: CrewRow): string {
  if (!row.human) return `${row.level ?? 'normal'} bot`;
  if (!row.connected) return 'away';
  return row.ready ? '✅ ready' : 'aboard';
}

/** The crew list, with the creator's controls and, for everyone else, their own Ready. */
export function CrewList() {
  const rows = useStore((s) => s.room?.lobby ?? []) as CrewRow[];
  const creator = useStore((s) => s.creator);
  const mine = useStore((s) => s.lobbySlot);
  const ordered = useStore((s) => gameOf(s.room?.game).words.seatsInCrewOrder); // a game that deals seats at random has no order to set
  return (
    <ol className="seats crew" aria-label="The crew">
      {rows.map((row, i) => (
        <li key={i} className={row.ready ? 'ready' : undefined}>
          <span className="crew-name">
            <strong className="name-cut" title={row.name}>
              {row.name}
            </strong>{' '}
            <span className="crew-standing">
              {i === mine ? '(you) · ' : '· '}
              {standing(row)}
            </span>
          </span>
          {creator && (
            <span className="crew-controls">
              {ordered && (
                <>
                  <button disabled={i === 0} onClick={() => moveSeat(i, i - 1)} aria-label={`Move ${row.name} up`} title="Move up">
                    ↑
                  </button>
                  <button disabled={i === rows.length - 1} onClick={() => moveSeat(i, i + 1)} aria-label={`Move ${row.name} down`} title="Move down">
                    ↓
                  </button>
                </>
              )}
              {row.human && i !== mine && (
                <button onClick={() => kickFromCrew(i)} aria-label={`Take ${row.name} off the crew`} title="Take off the crew">
                  ✖
                </button>
              )}
            </span>
          )}
          {i === mine && !creator && (
            <button className="crew-ready" aria-pressed={row.ready} onClick={() => sayReadyToSail(!row.ready)}>
              {row.ready ? 'Not ready yet' : "I'm ready"}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Whether a bot still holds a slot, which a person joining now would take (the server seats them in the first). */
export function hasFreeSeat(rows: readonly CrewRow[]): boolean {
  return rows.some((r) => !r.human);
}

/** "1 of 2 ready": the rest of the crew, for the creator deciding when to set sail (their own Set sail says they are); null with nobody else aboard. */
export function readyCount(rows: readonly CrewRow[], creatorSlot: number | null): string | null {
  const people = rows.filter((r, i) => r.human && i !== creatorSlot);
  if (people.length === 0) return null;
  return `${people.filter((r) => r.ready).length} of ${people.length} ready`;
}
