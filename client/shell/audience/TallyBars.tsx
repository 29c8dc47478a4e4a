// One question's live tally as bars, each option in its captain's colour; the right answer marked once decided.
import type { QuestionJson } from '../net/tableJson';
import { SEAT_COLOURS } from '../scene/seatColours';
import { Flag } from '../hud/Flag';
import { shares } from './tallies';

/** The bars; `mine` marks this viewer's own answer. */
export function TallyBars({ question, mine }: { question: QuestionJson; mine?: number }) {
  const percent = shares(question.tally);
  const decided = question.answer !== undefined && question.answer !== null;
  return (
    <ol className="tally">
      {question.options.map((option, i) => {
        const seat = question.seats[i] ?? -1;
        const colour = seat >= 0 ? SEAT_COLOURS[seat] : '#b9a88a';
        const right = decided && question.answer === i;
        return (
          <li key={i} className={`tally-row${right ? ' right' : ''}${decided && !right ? ' wrong' : ''}${mine === i ? ' mine' : ''}`}>
            <span className="tally-fill" style={{ width: `${percent[i]}%`, background: colour }} />
            <span className="tally-label">
              {seat >= 0 && <Flag seat={seat} />}
              <span className="name-cut">{option}</span>
              {right && ' ✓'}
            </span>
            <span className="tally-count">{percent[i]}%</span>
          </li>
        );
      })}
    </ol>
  );
}
