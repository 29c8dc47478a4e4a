// The rules page's fonts, bundled from @fontsource like the game's (docs/rules/ART.md: nothing is downloaded at run time), so its
// titles are Lilita One rather than a fallback.
import '@fontsource/lilita-one/400.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/700.css';
