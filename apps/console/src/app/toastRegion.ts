// The toast region as a module of its own, fetched with the first toast (LazyToastRegion.tsx).
export { ToastRegion as default } from '@starcrew/ui';
