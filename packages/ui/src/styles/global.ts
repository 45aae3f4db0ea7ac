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
