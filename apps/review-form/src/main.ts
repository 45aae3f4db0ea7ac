// The design system's fonts, theme and reset, then the page's own look: emitted as the CSS
// file the server links in the page's head (the page reads without this script).
import '@starcrew/ui/styles';
import './page.css.ts';
import { enhance } from './enhance.ts';

enhance(document);
