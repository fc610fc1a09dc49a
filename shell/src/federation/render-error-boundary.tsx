import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

/** A remote page that throws while rendering shows the fallback instead of breaking the frame. */
export class RenderErrorBoundary extends Component<
  { onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('remote page crashed', error);
  }

  override render() {
    return this.state.failed ? (
      <RemoteFallback onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
