// The components import their own styles; the apps' bundler (Vite) handles the import.
declare module '*.css';
