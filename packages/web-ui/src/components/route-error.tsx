import { Component, type ReactNode } from 'react';
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

type RouteErrorBoundaryProps = {
  /** The address shown: when it changes (Back, say), the pages are tried again. */
  path: string;
  children: ReactNode;
};

type RouteErrorBoundaryState = { failed: boolean; path: string };

/** RouteError in place of the pages when one of them fails, as a data router's errorElement does. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  state = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): RouteErrorBoundaryState | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
