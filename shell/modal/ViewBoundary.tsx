import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ViewFailed } from './ViewStates'

interface ViewBoundaryProps {
  children: ReactNode
  onError(error: unknown, info: ErrorInfo): void
  /** Called before the boundary renders its children again. */
  onRetry(): void
}

/** Contains a view that throws while loading or rendering: the header and Back keep working. */
export class ViewBoundary extends Component<ViewBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info)
  }

  private readonly retry = () => {
    this.props.onRetry()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <ViewFailed onRetry={this.retry} /> : this.props.children
  }
}
