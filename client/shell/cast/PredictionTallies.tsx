// The audience's live predictions on the cast: each open question with its tally, then the answer once decided.
import { useShownQuestions } from '../audience/useShownQuestions';
import { TallyBars } from '../audience/TallyBars';
import { TimeLeft } from '../audience/TimeLeft';

/** The prediction panel (nothing while no question is up). */
export function PredictionTallies() {
  const questions = useShownQuestions(2);
  if (!questions.length) return null;
  return (
    <section className="cast-predictions" aria-label="Predictions">
      {questions.map((q) => {
        const votes = q.tally.reduce((a, b) => a + b, 0);
        return (
          <div key={q.id} className={`cast-panel cast-question${q.open ? ' open' : ' decided'}`}>
            <div className="cast-question-kicker">
              {q.open ? '🔮 Chat predicts' : '🔮 Decided'} · {votes} {votes === 1 ? 'vote' : 'votes'}
              {q.open && <TimeLeft closesAt={q.closesAt} />}
            </div>
            <div className="cast-question-text">{q.text}</div>
            <TallyBars question={q} />
          </div>
        );
      })}
    </section>
  );
}
