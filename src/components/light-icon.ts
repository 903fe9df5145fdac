import { createElement, type ReactElement, type ReactNode } from 'react'
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types'
import './light-icon.css'

function render(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { ...node.attrs, key },
    node.children?.map((child, i) => render(child, i)),
  )
}

const made = new WeakMap<IconDefinition, ReactElement>()

/**
 * An Ant Design icon as a plain decorative `<svg>` element, made once per icon: the same drawings
 * as `@ant-design/icons` (from `@ant-design/icons-svg`), without the component, context read and
 * style check each antd icon costs when it mounts. For icons repeated on every row of a long list
 * (the sheet builder's rows, the construction panel); an icon in a button or a menu stays an antd
 * icon.
 */
export function lightIcon(icon: IconDefinition): ReactElement {
  let element = made.get(icon)
  if (!element) {
    const svg =
      typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon
    element = createElement(
      'svg',
      { ...svg.attrs, className: 'light-icon', 'aria-hidden': true },
      svg.children?.map((child, i) => render(child, i)),
    )
    made.set(icon, element)
  }
  return element
}
