// The end screen's best predictors of the audience (state.predictors, best first).
import { useStore } from '../store';

const NONE: { name: string; right: number; answered: number }[] = [];

/** The list, when anyone predicted. */
export function BestPredictors() {
  const predictors = useStore((s) => s.room?.predictors ?? NONE);
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
