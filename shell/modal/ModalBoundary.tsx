import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ModalBoundaryProps {
  /** Whether the modal is open: a close (or the next open) clears a failure. */
  open: boolean
  children: ReactNode
  onError(error: unknown, info: ErrorInfo): void
  /** What to draw instead of the modal once it failed; `recover` draws the modal again. */
  fallback(recover: () => void): ReactNode
}

interface ModalBoundaryState {
  failed: boolean
  open: boolean
}

/**
 * Contains whatever throws while the modal renders (the header, the alerts, a view's
 * boundary itself, a plugin's header contribution): the modal shows the fallback instead of
 * React unmounting the whole root, and the next open draws the modal afresh.
 */
export class ModalBoundary extends Component<ModalBoundaryProps, ModalBoundaryState> {
  override state: ModalBoundaryState = { failed: false, open: this.props.open }

  static getDerivedStateFromError(): Partial<ModalBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(
    props: ModalBoundaryProps,
    state: ModalBoundaryState,
  ): Partial<ModalBoundaryState> | null {
    // Opening or closing starts over: the failure belonged to the modal as it was.
    return props.open === state.open ? null : { open: props.open, failed: false }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info)
  }

  private readonly recover = () => this.setState({ failed: false })

  override render() {
    return this.state.failed ? this.props.fallback(this.recover) : this.props.children
  }
}
