import { message } from 'antd'
import { useEffect } from 'react'
import { STATUS_ICONS } from '@/components/status-icons'
import { subscribeFeedback, type FeedbackEvent } from './feedback'

function content(text: FeedbackEvent['text']) {
  if (typeof text === 'string') return text
  return (
    <span>
      {text.map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  )
}

/**
 * Shows the feedback events as antd messages, themed by the ConfigProvider above. Rendered once,
 * by AppProviders.
 */
export function FeedbackHost() {
  const [messageApi, holder] = message.useMessage()
  useEffect(
    () =>
      subscribeFeedback((event) => {
        void messageApi.open({
          type: event.kind,
          content: content(event.text),
          icon: STATUS_ICONS[event.kind],
          duration: event.durationMs / 1000,
        })
      }),
    [messageApi],
  )
  return holder
}
