/**
 * The portal's one error boundary: a throw below it shows `renderFailure(retry)` instead of a
 * blank page. Retry renders the children afresh; so does a change of `resetKey` (a new route).
 * The shell wraps its regions in it and AreaModule wraps another area's module.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = {
  /** What failed, in the console ("Header", "The projects filters"). */
  label: string;
  renderFailure: (retry: () => void) => ReactNode;
  /** Rendering afresh when it changes. */
  resetKey?: unknown;
  children: ReactNode;
};

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.label}]`, error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.renderFailure(() => this.setState({ failed: false })) : this.props.children;
  }
}
