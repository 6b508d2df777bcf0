import { Component, type ReactNode } from 'react'

/**
 * The player is an extra: when it fails while it runs, it closes (the next press of play opens it
 * again) and the page it sits on carries on untouched. A failed load is the host's notice.
 */
export class PlayerBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch() {
    this.props.onError()
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
