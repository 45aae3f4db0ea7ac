// The wizard's own import, in a chunk of its own that LazyWizardPanel fetches first: Vite puts
// beside each `import()` the list of every chunk the imported one needs (some 100 names for the
// wizard, nearly all loaded already), and that list then travels with the wizard instead of
// with every visit to the list and the details. Opening the wizard costs one small request
// more, behind the skeleton it already shows.
export const loadWizardPanel = () => import('./WizardPanel.tsx');
