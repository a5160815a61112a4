import { Component, type ReactNode } from 'react'

export interface ViewErrorBoundaryProps {
  readonly children: ReactNode
  /** What to show instead of a view that failed; `retry` renders the view again. */
  readonly fallback: (retry: () => void) => ReactNode
}

/** Catches an error thrown while loading or rendering a view, so that the modal is never left blank. */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children
  }
}
