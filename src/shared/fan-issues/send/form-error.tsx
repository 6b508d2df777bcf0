import { useLingui } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'

/** Said in the form when making its result failed: the draft is still there to change and retry. */
function FormErrorMessage() {
  const { t } = useLingui()
  return (
    <p role="alert" className="contrib-error">
      {t`処理の途中で問題が起きました。入力した内容はそのまま残っています。少し直してから、もう一度押してください。`}
    </p>
  )
}

/**
 * Around what a form makes from its draft (the check, the issue text), below the draft's own
 * state: a bug there shows a message in the form instead of the site's error page, and a new
 * result (`resetKey`) tries again.
 */
export class FormErrorBoundary extends Component<
  { resetKey: unknown; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidUpdate(previous: { resetKey: unknown }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false })
  }

  render() {
    return this.state.failed ? <FormErrorMessage /> : this.props.children
  }
}
