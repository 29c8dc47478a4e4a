// The rules page's Merchant Voyages section takes its numbers from the engine's table when the page loads.
import { fillNumbers } from '../../../shell/rules/fillNumbers';
import { merchantValues } from './merchantNumbers';

const missing = fillNumbers(document, merchantValues());
if (missing.length > 0) console.error(`The rules page names Merchant numbers the table does not have: ${missing.join(', ')}`);
