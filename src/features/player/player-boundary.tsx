import { Component, type ReactNode } from 'react'

/**
 * The player is an extra: when its chunk or the song data fails to load, it closes (the next
 * press of play tries again) and the page it sits on carries on untouched.
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
