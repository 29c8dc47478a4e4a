// R42: a naming's answer for everyone at the table: every crate opened in its place, and for each slot named, the crate the
// baker picked beside the one that was right.
import { useStore } from '../../../shell/store';
import { Chip } from './Chip';
import type { ShownAnswer } from './useBakeAnswer';

/** The answer card, in the bench's place. */
export function BakeAnswerCard({ answer }: { answer: ShownAnswer }) {
  const you = useStore((s) => s.seat);
  const right = answer.named.filter((n) => n.right).length;
  const whose = answer.seat === you ? 'Your' : `${answer.name}'s`;
  const pickAt = (place: number) => answer.named.find((n) => n.named === place);
  const lockedAt = (place: number) => answer.lockedBefore.indexOf(place);
  return (
    <section className="card bake-off bake-answer" aria-label="The crates opened">
      <h2>
        🔍 {whose} {answer.recipeName}: {right} of {answer.named.length} right{right === answer.named.length ? ' 🎉' : ''}
      </h2>
      <div className="answer-bench">
        {answer.contents.map((ingredient, place) => {
          const pick = pickAt(place);
          const locked = lockedAt(place);
          const mark = locked >= 0 ? `🔒 slot ${locked + 1}` : pick ? `${pick.right ? '✓' : '✗'} named for slot ${pick.slot + 1}` : '';
          return (
            <div
              key={place}
              className={`crate open${pick ? (pick.right ? ' right' : ' wrong') : ''}${locked >= 0 ? ' locked' : ''}`}
              aria-label={`Place ${place + 1}: ${ingredient}${mark ? `, ${mark}` : ''}`}
            >
              <Chip ingredient={ingredient} />
              <small>{mark || `place ${place + 1}`}</small>
            </div>
          );
        })}
      </div>
      <table className="answer-table">
        <thead>
          <tr>
            <th>Slot</th>
            <th>{answer.seat === you ? 'You named' : 'Named'}</th>
            <th>The right crate</th>
          </tr>
        </thead>
        <tbody>
          {answer.named.map((n) => (
            <tr key={n.slot} className={n.right ? 'right' : 'wrong'}>
              <td>
                {n.slot + 1}. <Chip ingredient={n.wanted} />
              </td>
              <td>
                place {n.named + 1}: <Chip ingredient={n.found} /> {n.right ? '✓' : '✗'}
              </td>
              <td>place {n.truth + 1}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
