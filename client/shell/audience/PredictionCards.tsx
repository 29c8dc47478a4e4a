// A spectator's prediction cards: each open question with answer buttons and the live tally, then whether they were right.
import type { QuestionJson } from '../net/tableJson';
import { useStore } from '../store';
import { sendPrediction } from '../net/room';
import { useShownQuestions } from './useShownQuestions';
import { TallyBars } from './TallyBars';
import { verdict } from './tallies';
import { TimeLeft } from './TimeLeft';

/** One card. */
function PredictionCard({ question }: { question: QuestionJson }) {
  const mine = useStore((s) => s.predictions[question.id]);
  const said = verdict(question, mine);
  const state = mine === undefined ? (question.open ? 'unanswered' : 'missed') : 'answered';
  return (
    <div className={`card prediction ${state}${said ? ` ${said}` : ''}`}>
      <div className="prediction-text">
        🔮 {question.text}
        {question.open && <TimeLeft closesAt={question.closesAt} />}
      </div>
      {question.open && mine === undefined ? (
        <div className="prediction-options">
          {question.options.map((option, i) => (
            <button key={i} className="secondary" title={option} onClick={() => sendPrediction(question.id, i)}>
              <span className="name-cut">{option}</span>
            </button>
          ))}
        </div>
      ) : (
        <TallyBars question={question} mine={mine} />
      )}
      {mine !== undefined && !said && (
        <div className="prediction-mine">
          You said {question.options[mine]}: {question.open ? 'answers are still coming in.' : 'waiting for the outcome.'}
        </div>
      )}
      {said && <div className="prediction-verdict">{said === 'right' ? 'You were right! 🎉' : 'You were wrong this time.'}</div>}
      {!said && !question.open && mine === undefined && <div className="prediction-verdict">Closed.</div>}
    </div>
  );
}

/** The prediction cards. */
export function PredictionCards() {
  const questions = useShownQuestions(2);
  const audience = useStore((s) => s.audience);
  if (!audience || !questions.length) return null;
  return (
    <section className="predictions" aria-label="Predictions">
      {questions.map((q) => (
        <PredictionCard key={q.id} question={q} />
      ))}
    </section>
  );
}
