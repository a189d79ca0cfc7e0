import { Component, type ReactNode } from 'react';

interface ChunkBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A lazily loaded part that fails to download (patchy data) must not take the page down with it. */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
