// Pastry Pirates' audience panel: the shell's cheers and predictions, cheering its captains and stepping aside for the
// bake-off on a phone.
import { useStore } from '../../../shell/store';
import { AudiencePanel } from '../../../shell/audience/AudiencePanel';
import { usePastryCheerTargets } from '../pastryCheerTargets';

/** The panel over a Pastry Pirates voyage: a component of its own, so a new view re-renders only it. */
export function PastryAudiencePanel() {
  const baking = useStore((s) => !!s.view?.bake);
  return <AudiencePanel cheer={usePastryCheerTargets()} crowded={baking} />;
}
