/**
 * Catches whatever an area throws (a remote that cannot be fetched, or one that fails while
 * rendering) and shows that area's fallback in place, so the header, the sidebar and the
 * other areas keep working.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from './area-unavailable';

type Props = { area: string; onRetry: () => void; children: ReactNode };
type State = { failed: boolean };

export class AreaErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.area}]`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <AreaUnavailable area={this.props.area} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
