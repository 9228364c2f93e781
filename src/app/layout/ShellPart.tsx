import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** Names the part in the log. */
  name: string;
  children: ReactNode;
}

/**
 * A part of the shell (header, marketplaces, footer) that fails to render is left out and
 * logged; the page and the other parts stay. The shell never depends on one part's data.
 */
export class ShellPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The ${this.props.name} failed to render`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
