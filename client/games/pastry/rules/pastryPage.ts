// The rules page's Pastry Pirates sections take their timers from the game's presets when the page loads (R37, R48, R50).
import { pastryAbout } from '../../../../shared/pastry/about';
import { fillTimers } from '../../../shell/rules/fillTimers';

const unknown = fillTimers(document, pastryAbout);
if (unknown.length > 0) console.error(`The rules page names Pastry timers the game does not have: ${unknown.join(', ')}`);
