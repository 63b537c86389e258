// Stylesheets are imported for their side effect (esbuild bundles them per chunk); they export nothing.
declare module '*.css';
