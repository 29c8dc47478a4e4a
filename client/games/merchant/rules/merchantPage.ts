// The rules page's Merchant Voyages section takes its numbers from the engine's table, and its timers from the game's
// presets (M16, M40), when the page loads.
import './merchantRules.css';
import { merchantAbout } from '../../../../shared/merchant/about';
import { fillNumbers } from '../../../shell/rules/fillNumbers';
import { fillTimers } from '../../../shell/rules/fillTimers';
import { merchantValues } from './merchantNumbers';

const missing = fillNumbers(document, merchantValues());
if (missing.length > 0) console.error(`The rules page names Merchant numbers the table does not have: ${missing.join(', ')}`);
const unknownTimers = fillTimers(document, merchantAbout);
if (unknownTimers.length > 0) console.error(`The rules page names Merchant timers the game does not have: ${unknownTimers.join(', ')}`);
