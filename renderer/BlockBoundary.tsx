import { Component, type ReactNode } from 'react';

interface Props {
  type: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps one failing block from breaking the page: it draws the fallback in the block's place. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Block "${this.props.type}" failed to render`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
