// The end screen's best predictors of the audience (state.predictors, best first).
import { useStore } from '../store';

/** One of the audience's best predictors, as the room ranks them. */
export type Predictor = { name: string; right: number; answered: number };

const NONE: Predictor[] = [];

/** The room's best predictors, best first (none until anyone predicted). */
export function usePredictors(): Predictor[] {
  return useStore((s) => s.room?.predictors ?? NONE);
}

/** The list as the store has it, when anyone predicted. */
export function BestPredictors() {
  return <PredictorList predictors={usePredictors()} />;
}

/** The list from its rows, when anyone predicted: for a game's end screen that takes its data as props. */
export function PredictorList({ predictors }: { predictors: Predictor[] }) {
  if (!predictors.length) return null;
  return (
    <div className="best-predictors">
      <h3>🔮 Best predictors</h3>
      <ol>
        {predictors.map((p, i) => (
          <li key={i}>
            <strong>{p.name}</strong> · {p.right} of {p.answered} right
          </li>
        ))}
      </ol>
    </div>
  );
}
