import { Button } from './ui/button';

// Shown when a page cannot load, typically a lost connection or a new release replacing the old files.
export function RouteError() {
  return (
    <main className="page">
      <div className="panel" role="alert">
        <h1>This page could not be opened</h1>
        <p>Check your internet connection, then reload the page. If it keeps happening, try again later.</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </main>
  );
}
