// What a review card and the inbox show only on demand (the reply composer, the templates and
// attribution dialogs), in one chunk fetched the first time any of them opens: one chunk, so
// one entry in the screen's preload lists rather than three.
export { AttributionDialog } from './AttributionDialog.tsx';
export { ReplyComposer } from './ReplyComposer.tsx';
export { TemplatesDialog } from './TemplatesDialog.tsx';
