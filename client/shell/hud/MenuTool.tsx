// One corner tool: an icon button whose title is its name, with the title's short word beside the icon (shown only where a
// game's menu asks for it: on a phone, where touch has no tooltips).
import type { ReactNode } from 'react';
import { toolWord } from './toolWord';

/** What a tool is: its icon, its name (title and spoken label), and how it acts. */
export type MenuToolProps = {
  icon: ReactNode;
  label: string;
  title?: string; // a longer tooltip than the name, where the state needs saying
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  className?: string;
};

/** The tool's button; its word is a .tool-word, hidden unless a menu shows it. */
export function MenuTool({ icon, label, title, onClick, pressed, expanded, className }: MenuToolProps) {
  return (
    <button className={`icon menu-tool${className ? ` ${className}` : ''}`} onClick={onClick} title={title ?? label} aria-label={label} aria-pressed={pressed} aria-expanded={expanded}>
      <span className="tool-icon">{icon}</span>
      <span className="tool-word" aria-hidden="true">
        {toolWord(label)}
      </span>
    </button>
  );
}
