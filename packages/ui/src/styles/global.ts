/*
 * Side effects of importing `ui`, in cascade order: the layer order first, the self-hosted
 * Inter (latin and the other subsets, loaded by unicode-range only when used), the theme's
 * custom properties, then the reset.
 */
import './runtime.ts';
import './layers.css.ts';
import '@fontsource-variable/inter';
import '../themes/light.css.ts';
import './reset.css.ts';

// Inter's latin file is asked for now, as the app starts, not once the first text is laid out:
// it then arrived about 100 ms after that text (even from the cache), which was drawn in the
// fallback font and reflowed when Inter came (the console's dashboard moved by it: CLS).
if (typeof document !== 'undefined') void document.fonts?.load("1em 'Inter Variable'").catch(() => undefined);
