// The rules page as Vite builds it (client/shell/rules/assembleRulesPage.ts from client/rules.html and each game's parts), for the tests that read its text.
import { readFileSync } from 'node:fs';
import { GAMES } from '../../shared/games';
import { rulesPageFrom } from '../../client/shell/rules/assembleRulesPage';

/** The whole rules page's HTML, its games' parts in place. */
export const rulesHtml = rulesPageFrom(readFileSync('client/rules.html', 'utf8'), GAMES, (path) => readFileSync(`client/${path}`, 'utf8'));
