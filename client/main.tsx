// The client's entry: fonts, styles, and the app.
import { createRoot } from 'react-dom/client';
import '@fontsource/lilita-one/400.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
import './styles.css';
import { App } from './App';
import { installHooks } from './testHooks';

if (__TEST_HOOKS__) installHooks(); // only a `--mode test` build carries the hooks

createRoot(document.getElementById('root')!).render(<App />);
