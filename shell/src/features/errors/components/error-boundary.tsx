/**
 * Keeps a throw in one region of the portal (the header, the menu, the page, or the whole
 * portal around the sign-in pages) from blanking the page: the region shows "Something went
 * wrong" with Try again, which renders it afresh, and the ways home and to sign-in. Opening
 * another route renders it afresh too.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorCard } from './error-card';

type Props = {
  /** What the region is called to assistive technology and in the console ("Header"). */
  region: string;
  children: ReactNode;
};

type BoundaryProps = Props & { pathname: string };

class RegionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.region}]`, error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorCard region={this.props.region} onRetry={() => this.setState({ failed: false })} />;
  }
}

export function ErrorBoundary({ region, children }: Props) {
  const { pathname } = useLocation();
  return (
    <RegionBoundary region={region} pathname={pathname}>
      {children}
    </RegionBoundary>
  );
}
