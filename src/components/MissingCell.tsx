import { Component, type ReactNode } from 'react'
import { Typography } from 'antd'
import { it } from '@/i18n/it'

/**
 * A value the server did not send, or sent of another type than the contract's (a backend that
 * drifts): shown as missing, in this cell only. The QA build counts the drift itself
 * (src/config/contract-drift.ts checks every answer).
 */
export function MissingValue() {
  return (
    <Typography.Text
      type="secondary"
      aria-label={it.lista.datoMancante}
      title={it.lista.datoMancante}
    >
      —
    </Typography.Text>
  )
}

interface CellBoundaryProps {
  /** The row drawn: a new row (the server's next answer) is drawn again. */
  row: object
  children: ReactNode
}

interface CellBoundaryState {
  failed: boolean
  row: object
}

/** A cell whose drawing fails on an odd value shows it missing; the rest of the table stays. */
export class CellBoundary extends Component<CellBoundaryProps, CellBoundaryState> {
  override state: CellBoundaryState = { failed: false, row: this.props.row }

  static getDerivedStateFromError(): Partial<CellBoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(
    props: CellBoundaryProps,
    state: CellBoundaryState,
  ): Partial<CellBoundaryState> | null {
    return props.row === state.row ? null : { failed: false, row: props.row }
  }

  override render() {
    return this.state.failed ? <MissingValue /> : this.props.children
  }
}
