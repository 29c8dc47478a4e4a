// The corner menu's detail switch: light detail draws the scene faster on a computer without graphics acceleration
// (client/shell/detail.ts); pressing it leaves `auto` for the other of what the scene draws now.
import { useStore } from '../store';
import { useDetail } from '../useDetail';
import { MenuTool } from './MenuTool';

/** Switches the scene between full and light detail; a new WebGL context is made at once. */
export function DetailButton() {
  const light = useDetail().light;
  const label = light ? 'Light detail: on (the scene draws faster and softer)' : 'Light detail: off (full detail)';
  const patch = useStore((s) => s.patchSettings);
  return <MenuTool icon={light ? '🔅' : '🔆'} label="Light detail" title={label} onClick={() => patch({ detail: light ? 'full' : 'light' })} pressed={light} />;
}
